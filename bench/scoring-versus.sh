#!/usr/bin/env bash
# The domain replay bench of another revision and of this tree, in turns, each run in a process of
# its own (two copies of the fold in one process time each other unfairly): its before and after
# figures, e.g. `bash bench/scoring-versus.sh a8fdeeb 7`.
set -euo pipefail
rev=${1:?usage: bash bench/scoring-versus.sh <git revision> [rounds]}
rounds=${2:-7}
root=$(cd "$(dirname "$0")/.." && pwd)
other=$(mktemp -d)
git -C "$root" worktree add --detach "$other" "$rev" >/dev/null 2>&1
trap 'git -C "$root" worktree remove --force "$other"' EXIT
ln -s "$root/node_modules" "$other/node_modules"
figure() { (cd "$1" && npx tsx bench/run.ts scoring 2>&1 | grep -o '[0-9,]* events/s' | head -1 | tr -d ', events/s'); }
for _ in $(seq "$rounds"); do echo "$(figure "$other") $(figure "$root")"; done | node -e '
  const rows = require("fs").readFileSync(0, "utf8").trim().split("\n").map((line) => line.split(" ").map(Number));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [before, after] of rows) console.log(`${before} ${after} ${(after / before).toFixed(2)}`);
  const before = median(rows.map((r) => r[0]));
  const after = median(rows.map((r) => r[1]));
  console.log(`events/s, median of ${rows.length}: before ${before.toLocaleString("en")}, after ${after.toLocaleString("en")}, ratio ${(after / before).toFixed(2)}; median of the rounds ratios ${median(rows.map((r) => r[1] / r[0])).toFixed(2)}`);
'
