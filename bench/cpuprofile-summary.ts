/**
 * Sums a .cpuprofile's self time per function and per file (node_modules packages grouped by
 * package), to see where a hot path's time goes: `tsx bench/cpuprofile-summary.ts file.cpuprofile [seconds]`.
 * With `seconds`, only the profile's last seconds count: the load, without the set-up before it.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const profile = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const perFunction = new Map<string, number>();
const perFile = new Map<string, number>();
let total = 0;
const lastMs = Number(process.argv[3] ?? Number.POSITIVE_INFINITY) * 1000;
const endMs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
let atMs = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  atMs += ms;
  if (endMs - atMs > lastMs) return;
  const frame = (byId.get(id) as Node).callFrame;
  const url = frame.url.replace(/^file:\/\//, '');
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  const file = pkg ? `[${pkg}]` : url.replace(/^.*\/(apps|packages|bench)\//, '$1/') || `(${frame.functionName})`;
  const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
  perFunction.set(fn, (perFunction.get(fn) ?? 0) + ms);
  perFile.set(file, (perFile.get(file) ?? 0) + ms);
  total += ms;
});
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');
console.log(`total ${total.toFixed(0)} ms\n\nper file\n${top(perFile, 30)}\n\nper function\n${top(perFunction, 40)}`);
