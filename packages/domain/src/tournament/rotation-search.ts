import type { IndexRound, IndexTable } from './index-round';
import { createPrng } from './prng';

/**
 * What to build: `playerCount` players on `courts` courts (4 x courts <= playerCount), `rounds`
 * rounds. The first `rotationLength` rounds (one full partner rotation) are searched with
 * backtracking so that they keep every rule of {@link searchRotation}; later rounds are drawn
 * greedily. The first rotation is always built whole, so any `rounds` gives a prefix of a longer one.
 */
export interface RotationRequest {
  readonly playerCount: number;
  readonly courts: number;
  readonly rounds: number;
  readonly rotationLength: number;
  /** Tie-break seed; the same request and seed always give the same rounds. */
  readonly seed: number;
  /**
   * The rounds of a whist tournament for these players, each covering every player once; when given,
   * rounds are cut from them in order (pass mode), otherwise partners are chosen pair by pair.
   */
  readonly passes?: readonly (readonly IndexTable[])[];
  /** Search nodes allowed when listing one round's candidates (default 1500). */
  readonly nodesPerRound?: number;
  /** Candidate generations allowed for the first rotation, as a multiple of `rotationLength` (default 20). */
  readonly budget?: number;
  /**
   * Rounds already played, when the rounds asked for continue a tournament whose players changed
   * (replan.ts): the search starts from these counts instead of from nothing. Not with `passes`.
   */
  readonly history?: RotationHistory;
}

/** What the rounds already played leave behind, by index of the players still in the tournament. */
export interface RotationHistory {
  /** Every partnership played, one entry per match (a pair that partnered twice is listed twice). */
  readonly partners: readonly (readonly [number, number])[];
  /** Every opponent meeting, one entry per match. */
  readonly opponents: readonly (readonly [number, number])[];
  /** Rounds each player did not play: rested, or was not in the tournament yet. */
  readonly rests: readonly number[];
  /** Rounds each player has not played in a row, up to the last round played. */
  readonly restRun: readonly number[];
}

/** The rounds, and whether the backtracking search completed the first rotation within its budget. */
export interface RotationResult {
  readonly rounds: IndexRound[];
  readonly firstRotationSearched: boolean;
}

/** Where pass mode stands: the pass being cut, its tables not played yet, the passes used this rotation. */
interface PassState {
  readonly pass: number;
  readonly remaining: readonly number[];
  readonly used: readonly boolean[];
}

interface Candidate {
  readonly tables: IndexTable[];
  /** Pass mode: the state after this round. */
  readonly pass: PassState | null;
  /** Players who rested last round and would rest again. */
  readonly miss: number;
  /**
   * Sum over the players who would rest of the square of the rounds they have already rested in a
   * row: lower lets those who have waited longest play first.
   */
  readonly wait: number;
  /** Sum of squared earlier opponent counts of the new opponent pairs: lower spreads opponents. */
  readonly cost: number;
}

/** Per-round role of a player, fixed by the rest balance before any pairing is tried. */
const MUST_PLAY = 0;
const PREFER_PLAY = 1;
const MAY_PLAY = 2;
const MUST_REST = 3;

/** Candidates kept per round; the backtracking tries them in order. */
const CANDIDATES_PER_ROUND = 6;
/** Search nodes allowed by default when listing one round's candidates. */
const DEFAULT_NODES_PER_ROUND = 1500;
const DEFAULT_BUDGET = 20;

/** Every k-element subset of `items`, in lexicographic order of positions. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * Builds an americano rotation round by round, keeping three rules in this order of priority:
 *
 * 1. Rest balance (always): at every round the rest counts differ by at most one. Before pairing,
 *    players are sorted into must-rest, must-play and a pool from which exactly the right number play.
 * 2. Partner rotation (first rotation; best effort after it): no pair partners a second time while
 *    another pair has not partnered yet, so the number of distinct partnerships is the most the round
 *    count allows.
 * 3. Consecutive rests: a player who rested last round plays this round whenever rules 1 and 2 allow;
 *    among the rest, those who have waited longest play first.
 *
 * Opponents are then spread by preferring courts whose opponents met least. Ties are broken by a
 * seeded generator. When the first rotation cannot be completed within the budget it is drawn
 * greedily with rule 2 relaxed where needed, so the result is always a valid schedule.
 */
export function searchRotation(request: RotationRequest): RotationResult {
  const search = new RotationSearch(request);
  return search.run();
}

class RotationSearch {
  private readonly n: number;
  private readonly m: number;
  private readonly restPerRound: number;
  private readonly random: () => number;
  private readonly passes: readonly (readonly IndexTable[])[] | null;
  private readonly nodesPerRound: number;

  private readonly restCount: Int32Array;
  /** Rounds each player has rested in a row up to now (0 if they played the last round). */
  private restRun: Int32Array;
  private readonly partner: Int32Array;
  private readonly opponent: Int32Array;
  /** partnerLevels[c] = number of pairs that have partnered c times. */
  private readonly partnerLevels: number[] = [];
  private passState: PassState;
  private readonly rounds: { round: IndexRound; passBefore: PassState; runBefore: Int32Array }[] = [];
  private calls = 0;
  /** Set once pass mode could not continue; from then on rounds are paired freely. */
  private passesAbandoned = false;
  /** The most rounds the backtracking search placed, kept when it starts from a history. */
  private deepest: (readonly IndexTable[])[] = [];

  constructor(private readonly request: RotationRequest) {
    this.n = request.playerCount;
    this.m = request.courts;
    this.restPerRound = this.n - 4 * this.m;
    this.random = createPrng(request.seed);
    this.passes = request.passes ?? null;
    this.nodesPerRound = request.nodesPerRound ?? DEFAULT_NODES_PER_ROUND;
    this.restCount = new Int32Array(this.n);
    this.restRun = new Int32Array(this.n);
    this.partner = new Int32Array(this.n * this.n);
    this.opponent = new Int32Array(this.n * this.n);
    this.partnerLevels[0] = (this.n * (this.n - 1)) / 2;
    this.passState = { pass: -1, remaining: [], used: (this.passes ?? []).map(() => false) };
    if (request.history) this.startFrom(request.history);
  }

  private startFrom(history: RotationHistory): void {
    for (const [a, b] of history.partners) this.bumpPartner(a, b, 1);
    for (const [a, b] of history.opponents) this.bumpOpponents(a, b, 1);
    history.rests.forEach((rests, p) => {
      this.restCount[p] = rests;
    });
    history.restRun.forEach((run, p) => {
      this.restRun[p] = run;
    });
  }

  run(): RotationResult {
    const { rounds: wanted, rotationLength } = this.request;
    const budget = (this.request.budget ?? DEFAULT_BUDGET) * rotationLength;
    // The first rotation is always built whole, so a shorter request gets a prefix of it.
    const firstRotationSearched = this.solve(rotationLength, budget);
    if (!firstRotationSearched) {
      while (this.rounds.length > 0) this.pop();
      // A re-plan keeps the rounds the search had placed before it ran out of budget: greedy rounds
      // repeat partners, and late in a tournament the search rarely completes. (New schedules keep
      // their tuned behaviour: every line-up with a plan completes its first rotation.)
      if (this.request.history) {
        for (const tables of this.deepest) this.push({ tables: [...tables], pass: null, miss: 0, wait: 0, cost: 0 });
      }
      this.fillGreedily(rotationLength, false);
    }
    // Later rotations only promise the rest balance, so they are drawn greedily with a quick search:
    // a long schedule (up to 1000 rounds) must still come back in well under a second.
    this.fillGreedily(wanted, true);
    return { rounds: this.rounds.slice(0, wanted).map((r) => r.round), firstRotationSearched };
  }

  /** Depth-first search over rounds: each round tries its candidates in order and backtracks on a dead end. */
  private solve(end: number, budget: number): boolean {
    if (this.rounds.length === end) return true;
    if (this.calls >= budget) return false;
    for (const candidate of this.candidates(true)) {
      this.push(candidate);
      if (this.request.history && this.rounds.length > this.deepest.length) {
        this.deepest = this.rounds.map((placed) => placed.round.tables);
      }
      if (this.solve(end, budget)) return true;
      this.pop();
      if (this.calls >= budget) return false;
    }
    return false;
  }

  private fillGreedily(end: number, quick: boolean): void {
    while (this.rounds.length < end) {
      let candidate = this.candidates(true, quick)[0];
      if (!candidate) {
        // Pass mode keeps the rest balance only while it follows the passes; once a round is paired
        // freely the passes no longer tell who has played, so pairing continues freely.
        if (this.passes) this.passesAbandoned = true;
        candidate = this.candidates(false, quick)[0];
      }
      // Relaxed pairing always finds a round: any players the rest balance allows may partner.
      if (!candidate) throw new Error('rotation search: no round satisfies the rest balance');
      this.push(candidate);
    }
  }

  private key(a: number, b: number): number {
    return a * this.n + b;
  }

  private lowestLevel(levels: number[]): [level: number, count: number] {
    let level = 0;
    while ((levels[level] ?? 0) === 0 && level < levels.length) level++;
    return [level, levels[level] ?? 0];
  }

  /** Splits players into must-play, prefer-play, may-play and must-rest from the rest counts. */
  private roles(): { role: Int8Array; poolPlay: number; preferCount: number } {
    const n = this.n;
    const r = this.restPerRound;
    let minRest = Number.POSITIVE_INFINITY;
    for (let p = 0; p < n; p++) minRest = Math.min(minRest, this.restCount[p] as number);
    let low = 0;
    for (let p = 0; p < n; p++) if (this.restCount[p] === minRest) low++;
    const role = new Int8Array(n);
    let poolPlay: number;
    if (low >= r) {
      // Only players at the lowest count may rest; the others must play to keep the counts within one.
      for (let p = 0; p < n; p++) role[p] = this.restCount[p] === minRest ? MAY_PLAY : MUST_PLAY;
      poolPlay = low - r;
    } else {
      // Everyone at the lowest count rests, and some of the others join them.
      for (let p = 0; p < n; p++) role[p] = this.restCount[p] === minRest ? MUST_REST : MAY_PLAY;
      poolPlay = n - r;
    }
    let preferCount = 0;
    // Those who rested the last round (a round of this search, or of the history it starts from).
    for (let p = 0; p < n; p++) {
      if ((this.restRun[p] as number) > 0 && role[p] === MAY_PLAY) {
        role[p] = PREFER_PLAY;
        preferCount++;
      }
    }
    return { role, poolPlay, preferCount };
  }

  /**
   * The round's candidates, best first. `strict` requires the partner rotation (rule 2). `quick` runs
   * one search that admits any number of repeated rests instead of one per allowed number, and
   * stops at the first candidate.
   */
  private candidates(strict: boolean, quick = false): Candidate[] {
    this.calls++;
    if (this.passes && !this.passesAbandoned) {
      const found: Candidate[] = [];
      this.passCandidates(
        Array.from({ length: this.n }, () => this.random()),
        found,
      );
      // An empty list (the tables left and every new pass overlap) makes the search backtrack.
      return found;
    }
    const { role, poolPlay, preferCount } = this.roles();
    const jitter = Array.from({ length: this.n }, () => this.random());
    const minMiss = Math.max(0, preferCount - poolPlay);
    const found: Candidate[] = [];
    const seen = new Set<string>();
    if (quick) {
      this.pairCandidates(role, poolPlay, preferCount, jitter, strict, found, seen, 1);
    } else {
      for (let level = minMiss; level <= preferCount && found.length < CANDIDATES_PER_ROUND; level++) {
        this.pairCandidates(role, poolPlay, level, jitter, strict, found, seen, CANDIDATES_PER_ROUND);
      }
    }
    found.sort((a, b) => a.miss - b.miss || a.wait - b.wait || a.cost - b.cost);
    return found;
  }

  private pairCandidates(
    role: Int8Array,
    poolPlay: number,
    level: number,
    jitter: number[],
    strict: boolean,
    found: Candidate[],
    seen: Set<string>,
    limit: number,
  ): void {
    const n = this.n;
    const pairsWanted = 2 * this.m;
    const [layer, freshCount] = this.lowestLevel(this.partnerLevels);
    // When fewer unpartnered pairs are left than the round needs, all of them must be in it.
    const needAllFresh = freshCount < pairsWanted;
    const allowed = (a: number, b: number): boolean => {
      if (!strict) return true;
      const count = this.partner[this.key(a, b)] as number;
      return count === layer || (needAllFresh && count === layer + 1);
    };
    const inRound = new Uint8Array(n);
    const skipped = new Uint8Array(n);
    const usable = (p: number) => role[p] !== MUST_REST && inRound[p] === 0 && skipped[p] === 0;
    const pairs: [number, number][] = [];
    let nodes = 0;

    const visit = (poolUsed: number, freshUsed: number, missed: number): void => {
      if (++nodes > this.nodesPerRound || found.length >= limit) return;
      if (pairs.length === pairsWanted) {
        if (strict && needAllFresh && freshUsed < freshCount) return;
        const miss = this.missCount(role, inRound);
        if (miss > level) return;
        const key = pairs
          .map(([a, b]) => Math.min(a, b) * n + Math.max(a, b))
          .sort((x, y) => x - y)
          .join(',');
        if (seen.has(key)) return;
        seen.add(key);
        const { tables, cost } = this.tablesFromPairs(pairs);
        found.push({ tables, pass: null, miss, wait: this.waitCost(inRound), cost });
        return;
      }
      let mustLeft = 0;
      for (let p = 0; p < n; p++) if (role[p] === MUST_PLAY && inRound[p] === 0) mustLeft++;
      if (mustLeft > 2 * (pairsWanted - pairs.length)) return;
      // Place the most constrained player first: the lowest role, then the fewest allowed partners.
      let best = -1;
      let bestRole = MUST_REST;
      let bestKey = Number.POSITIVE_INFINITY;
      for (let p = 0; p < n; p++) {
        if (!usable(p)) continue;
        const pRole = role[p] as number;
        if (pRole > bestRole) continue;
        let options = 0;
        for (let q = 0; q < n; q++) if (q !== p && usable(q) && allowed(p, q)) options++;
        const key = options + (jitter[p] as number) * 0.5;
        if (pRole < bestRole || key < bestKey) {
          best = p;
          bestRole = pRole;
          bestKey = key;
        }
      }
      if (best < 0) return;
      const p = best;
      const partners: number[] = [];
      for (let q = 0; q < n; q++) if (q !== p && usable(q) && allowed(p, q)) partners.push(q);
      const order = (q: number) =>
        (role[q] as number) * 1000 + (this.partner[this.key(p, q)] as number) * 100 + (jitter[q] as number);
      partners.sort((a, b) => order(a) - order(b));
      for (const q of partners) {
        const used = poolUsed + (bestRole >= PREFER_PLAY ? 1 : 0) + ((role[q] as number) >= PREFER_PLAY ? 1 : 0);
        if (used > poolPlay) continue;
        inRound[p] = 1;
        inRound[q] = 1;
        pairs.push([p, q]);
        const fresh = (this.partner[this.key(p, q)] as number) === layer ? 1 : 0;
        visit(used, freshUsed + fresh, missed);
        pairs.pop();
        inRound[p] = 0;
        inRound[q] = 0;
        if (nodes > this.nodesPerRound || found.length >= limit) return;
      }
      // A pool player may also sit this round out.
      if (bestRole >= PREFER_PLAY) {
        const nowMissed = missed + (bestRole === PREFER_PLAY ? 1 : 0);
        if (nowMissed <= level) {
          skipped[p] = 1;
          visit(poolUsed, freshUsed, nowMissed);
          skipped[p] = 0;
        }
      }
    };
    visit(0, 0, 0);
  }

  /**
   * Pass mode (4k players, fewer than k courts): the passes are the rounds of a whist tournament,
   * each covering every player once. Rounds take the next tables of the current pass, and when it
   * runs out, the rest of the round comes from a new pass with tables disjoint from those left. Each
   * player plays once per pass, so rest counts stay within one by construction, and a rotation of
   * passes gives every pair one partnership and two opponent meetings.
   */
  private passCandidates(jitter: number[], found: Candidate[]): void {
    const passes = this.passes as readonly (readonly IndexTable[])[];
    const m = this.m;
    const resting = this.rounds.at(-1)?.round.resting ?? [];
    const all: { candidate: Candidate; tie: number }[] = [];
    const add = (tables: IndexTable[], next: PassState) => {
      const playing = new Uint8Array(this.n);
      for (const t of tables) for (const p of t) playing[p] = 1;
      let miss = 0;
      for (const p of resting) if (!playing[p]) miss++;
      let cost = 0;
      let tie = 0;
      for (const t of tables) {
        cost += this.opponentCost(t);
        for (const p of t) tie += jitter[p] as number;
      }
      all.push({ candidate: { tables, pass: next, miss, wait: this.waitCost(playing), cost }, tie });
    };
    const state = this.passState;
    const current = state.pass < 0 ? [] : (passes[state.pass] as readonly IndexTable[]);
    if (state.remaining.length >= m) {
      for (const chosen of combinations(state.remaining, m)) {
        add(
          chosen.map((i) => current[i] as IndexTable),
          { ...state, remaining: state.remaining.filter((i) => !chosen.includes(i)) },
        );
      }
    } else {
      const carried = state.remaining.map((i) => current[i] as IndexTable);
      const taken = new Uint8Array(this.n);
      for (const t of carried) for (const p of t) taken[p] = 1;
      const layerDone = state.used.every(Boolean);
      passes.forEach((pass, id) => {
        if (!layerDone && state.used[id]) return;
        const disjoint: number[] = [];
        pass.forEach((t, i) => {
          if (!t.some((p) => taken[p])) disjoint.push(i);
        });
        for (const chosen of combinations(disjoint, m - carried.length)) {
          const used = layerDone ? passes.map(() => false) : [...state.used];
          used[id] = true;
          const remaining = pass.map((_, i) => i).filter((i) => !chosen.includes(i));
          add([...carried, ...chosen.map((i) => pass[i] as IndexTable)], { pass: id, remaining, used });
        }
      });
    }
    all.sort(
      (a, b) =>
        a.candidate.miss - b.candidate.miss ||
        a.candidate.wait - b.candidate.wait ||
        a.candidate.cost - b.candidate.cost ||
        a.tie - b.tie,
    );
    for (const { candidate } of all.slice(0, CANDIDATES_PER_ROUND)) found.push(candidate);
  }

  private waitCost(playing: Uint8Array): number {
    let wait = 0;
    for (let p = 0; p < this.n; p++) if (!playing[p]) wait += (this.restRun[p] as number) ** 2;
    return wait;
  }

  private missCount(role: Int8Array, inRound: Uint8Array): number {
    let miss = 0;
    for (let p = 0; p < this.n; p++) if (role[p] === PREFER_PLAY && inRound[p] === 0) miss++;
    return miss;
  }

  private opponentCost(t: IndexTable): number {
    let cost = 0;
    for (const x of [t[0], t[1]]) {
      for (const y of [t[2], t[3]]) cost += (this.opponent[this.key(x, y)] as number) ** 2;
    }
    return cost;
  }

  /** Puts pairs on courts: greedy, then pairwise swaps while the opponent cost drops. */
  private tablesFromPairs(pairs: readonly [number, number][]): { tables: IndexTable[]; cost: number } {
    const cost = (i: number, j: number): number => {
      const a = pairs[i] as [number, number];
      const b = pairs[j] as [number, number];
      return this.opponentCost([a[0], a[1], b[0], b[1]]);
    };
    const used = new Uint8Array(pairs.length);
    const courts: [number, number][] = [];
    for (let i = 0; i < pairs.length; i++) {
      if (used[i]) continue;
      used[i] = 1;
      let bestJ = -1;
      let bestCost = Number.POSITIVE_INFINITY;
      for (let j = 0; j < pairs.length; j++) {
        if (used[j]) continue;
        const c = cost(i, j);
        if (c < bestCost) {
          bestCost = c;
          bestJ = j;
        }
      }
      used[bestJ] = 1;
      courts.push([i, bestJ]);
    }
    let improved = true;
    while (improved) {
      improved = false;
      for (let x = 0; x < courts.length; x++) {
        for (let y = x + 1; y < courts.length; y++) {
          const [a1, a2] = courts[x] as [number, number];
          const [b1, b2] = courts[y] as [number, number];
          const now = cost(a1, a2) + cost(b1, b2);
          const swap1 = cost(a1, b1) + cost(a2, b2);
          const swap2 = cost(a1, b2) + cost(a2, b1);
          if (swap1 < now && swap1 <= swap2) {
            courts[x] = [a1, b1];
            courts[y] = [a2, b2];
            improved = true;
          } else if (swap2 < now) {
            courts[x] = [a1, b2];
            courts[y] = [a2, b1];
            improved = true;
          }
        }
      }
    }
    let total = 0;
    const tables = courts.map(([i, j]): IndexTable => {
      total += cost(i, j);
      const a = pairs[i] as [number, number];
      const b = pairs[j] as [number, number];
      return [a[0], a[1], b[0], b[1]];
    });
    return { tables, cost: total };
  }

  private bumpPartner(a: number, b: number, delta: number): void {
    const before = this.partner[this.key(a, b)] as number;
    const after = before + delta;
    this.partner[this.key(a, b)] = after;
    this.partner[this.key(b, a)] = after;
    this.partnerLevels[before] = (this.partnerLevels[before] ?? 0) - 1;
    this.partnerLevels[after] = (this.partnerLevels[after] ?? 0) + 1;
  }

  private bumpOpponents(a: number, b: number, delta: number): void {
    this.opponent[this.key(a, b)] = (this.opponent[this.key(a, b)] as number) + delta;
    this.opponent[this.key(b, a)] = (this.opponent[this.key(b, a)] as number) + delta;
  }

  private apply(tables: readonly IndexTable[], delta: number): void {
    for (const [a, b, c, d] of tables) {
      this.bumpPartner(a, b, delta);
      this.bumpPartner(c, d, delta);
      for (const x of [a, b]) {
        for (const y of [c, d]) this.bumpOpponents(x, y, delta);
      }
    }
  }

  private push(candidate: Candidate): void {
    this.apply(candidate.tables, 1);
    const playing = new Uint8Array(this.n);
    for (const t of candidate.tables) for (const p of t) playing[p] = 1;
    const resting: number[] = [];
    const runBefore = this.restRun;
    this.restRun = new Int32Array(this.n);
    for (let p = 0; p < this.n; p++) {
      if (!playing[p]) {
        resting.push(p);
        this.restCount[p] = (this.restCount[p] as number) + 1;
        this.restRun[p] = (runBefore[p] as number) + 1;
      }
    }
    this.rounds.push({ round: { tables: candidate.tables, resting }, passBefore: this.passState, runBefore });
    if (candidate.pass) this.passState = candidate.pass;
  }

  private pop(): void {
    const last = this.rounds.pop();
    if (!last) return;
    this.apply(last.round.tables, -1);
    for (const p of last.round.resting) this.restCount[p] = (this.restCount[p] as number) - 1;
    this.passState = last.passBefore;
    this.restRun = last.runBefore;
  }
}
