/**
 * HTTP load from a second process: autocannon runs in a child Node process, so the load generator
 * does not share the server's event loop or its CPU time slices with it. Each connection is one
 * client with state of its own (session cookie, match, sequence number, client address).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** A signed-in client: its session cookie and the matches it appends to in turn. */
export interface Client {
  cookie: string;
  matchIds: string[];
  /** What this client GETs, when it is not the scenario's path (a viewer of one of several pages). */
  path?: string;
}

/** What one load run asks for. Every request carries its own X-Forwarded-For (the server trusts it). */
export type Scenario =
  | { kind: 'get'; path: string; clients: Client[] }
  /**
   * One point per request with a fresh entry id, each connection's clients in turn, moving to a
   * client's next match every 150 of its points.
   */
  | { kind: 'append'; clients: Client[] }
  | { kind: 'sign-in'; accounts: { email: string; password: string }[] }
  /**
   * Signed-out POSTs of JSON bodies, each connection going through `requests` in turn. Bodies are
   * read from files: they may be larger than an environment variable holds.
   */
  | { kind: 'post'; requests: { path: string; bodyFile: string }[] }
  /**
   * Signed-out POSTs to `path`, each with the next body and headers of `file` (a JSON list of
   * `{ body, headers }` shared by all connections in turn: each request sends a different one).
   */
  | { kind: 'posts-from-file'; path: string; file: string }
  /** Signed-out POSTs to `path` of `{ "id": <fresh UUID> }`: the write baseline's load. */
  | { kind: 'fresh-ids'; path: string };

/** How the load is sent: as fast as answers come (the default), or at a fixed overall rate. */
export interface LoadOptions {
  /** Requests per second across all connections; latencies then count from when each was due. */
  rate?: number;
  /**
   * Seconds of the same load sent first and not counted (as fast as answers come only): connections
   * opened, every client's first request (its session read, its match's first point) and the JIT's
   * first compilations out of the figures, which then tell a server's steady state. Each connection's
   * clients carry on from where the warm-up left them (sequence numbers, turns).
   */
  warmupSeconds?: number;
  /** Returns every answered request's latency (as fast as answers come only), to pool several loads' percentiles. */
  keepLatencies?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Latencies of the 2xx answers in ms, ascending, with `keepLatencies`. */
  latencies?: number[];
}

// Runs in the child. autocannon resets a request's context after every request, so each
// connection keeps its state in a closure of its own, kept from the warm-up to the measured load.
const LOAD_SCRIPT = `
const { default: autocannon } = await import(process.env.AUTOCANNON_URL);
const { randomUUID } = await import('node:crypto');
const { readFileSync } = await import('node:fs');
const load = JSON.parse(process.env.BENCH_LOAD);
const scenario = load.scenario;
const ENTRIES_PER_MATCH = 150;
let next = 0;
let shared;
let addresses = 0;
const address = () => { addresses += 1; return '10.' + ((addresses >> 16) & 255) + '.' + ((addresses >> 8) & 255) + '.' + (addresses & 255); };
const common = (extra) => ({ origin: load.origin, 'x-forwarded-for': address(), ...extra });
const connection = (n) => {
  if (scenario.kind === 'sign-in') {
    return (request) => {
      const account = scenario.accounts[next++ % scenario.accounts.length];
      return { ...request, method: 'POST', path: '/api/auth/sign-in/email',
        headers: common({ 'content-type': 'application/json' }), body: JSON.stringify(account) };
    };
  }
  if (scenario.kind === 'post') {
    const bodies = scenario.requests.map(({ path, bodyFile }) => ({ path, body: readFileSync(bodyFile) }));
    let turn = n;
    return (request) => {
      const { path, body } = bodies[turn++ % bodies.length];
      return { ...request, method: 'POST', path, headers: common({ 'content-type': 'application/json' }), body };
    };
  }
  if (scenario.kind === 'posts-from-file') {
    shared ??= JSON.parse(readFileSync(scenario.file, 'utf8'));
    return (request) => {
      const { body, headers } = shared[next++ % shared.length];
      return { ...request, method: 'POST', path: scenario.path, headers: common({ 'content-type': 'application/json', ...headers }), body };
    };
  }
  if (scenario.kind === 'fresh-ids') {
    return (request) => ({ ...request, method: 'POST', path: scenario.path,
      headers: common({ 'content-type': 'application/json' }), body: JSON.stringify({ id: randomUUID() }) });
  }
  const client = scenario.clients[n % scenario.clients.length];
  if (scenario.kind === 'get') {
    return (request) => ({ ...request, method: 'GET', path: client.path ?? scenario.path, headers: common({ cookie: client.cookie }) });
  }
  // Appends: the connection's devices take turns (every connections-th client is this one's), each
  // with its own log, so no device passes the per-user write limit however fast the machine answers.
  const devices = scenario.clients.filter((_, i) => i % load.connections === n % load.connections);
  const seqs = devices.map(() => 0);
  let turn = 0;
  return (request) => {
    const k = turn++ % devices.length;
    const device = devices[k];
    seqs[k] += 1;
    const seq = seqs[k];
    const matchId = device.matchIds[Math.floor((seq - 1) / ENTRIES_PER_MATCH) % device.matchIds.length];
    const side = Math.random() < 0.5 ? 'player1' : 'player2';
    return { ...request, method: 'POST', path: '/api/matches/' + matchId + '/entries',
      headers: common({ 'content-type': 'application/json', cookie: device.cookie }),
      body: JSON.stringify({ entries: [{ id: randomUUID(), seq, at: Date.now(), type: 'point_won', side }] }) };
  };
};
const requestMakers = new Map();
const requestMaker = (n) => {
  if (!requestMakers.has(n)) requestMakers.set(n, connection(n));
  return requestMakers.get(n);
};
const start = (seconds) => {
  let connections = 0;
  return autocannon({
    url: load.url,
    connections: load.connections,
    pipelining: 1,
    duration: seconds,
    ...(load.rate ? { overallRate: load.rate } : {}),
    setupClient(client) {
      client.setRequests([{ setupRequest: requestMaker(connections++) }]);
    },
  });
};
const warmup = !load.rate && load.warmupSeconds > 0 ? await start(load.warmupSeconds) : null;
const instance = start(load.seconds);
// autocannon's histogram keeps whole milliseconds: at a p99 of 9 ms one step is 11%, more than the
// differences a ratio budget judges. As fast as answers come, each answer's time is kept to the
// microsecond instead; at a fixed rate autocannon's figures stay (they count from when a request was due).
const latencies = [];
if (!load.rate) {
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
}
const result = await instance;
latencies.sort((a, b) => a - b);
const percentile = (p) => {
  const at = latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)];
  return Math.round(at * 1000) / 1000;
};
const exact = latencies.length > 0;
process.stdout.write(JSON.stringify({
  rps: result.requests.average,
  p50: exact ? percentile(50) : result.latency.p50,
  p99: exact ? percentile(99) : result.latency.p99,
  total: result.requests.total,
  // A failure while warming up fails the run as one while measuring does.
  non2xx: result.non2xx + (warmup?.non2xx ?? 0),
  errors: result.errors + (warmup?.errors ?? 0),
  timeouts: result.timeouts + (warmup?.timeouts ?? 0),
  ...(load.keepLatencies ? { latencies: latencies.map((ms) => Math.round(ms * 1000) / 1000) } : {}),
}));
`;

const autocannonUrl = pathToFileURL(createRequire(import.meta.url).resolve('autocannon')).href;

/** Runs `scenario` against `url` for `seconds` with `connections`, from a child process. */
export function loadFromSecondProcess(
  url: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const load = {
    url,
    origin: new URL(url).origin,
    connections,
    seconds,
    scenario,
    rate: options.rate,
    warmupSeconds: options.warmupSeconds ?? 0,
    keepLatencies: options.keepLatencies ?? false,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LOAD_SCRIPT], {
      env: { ...process.env, AUTOCANNON_URL: autocannonUrl, BENCH_LOAD: JSON.stringify(load) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('error', reject);
    // 'close', not 'exit': on a busy machine the process may exit before its output has been read.
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon process exited with ${code}`));
      try {
        resolve(JSON.parse(output) as LoadResult);
      } catch {
        reject(new Error(`autocannon process printed no result: ${JSON.stringify(output.slice(0, 200))}`));
      }
    });
  });
}
