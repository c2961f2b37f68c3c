/**
 * A device syncing one match the way the web client does: entries in batches, each batch sent
 * again with the same ids until the server acknowledges it (200). It remembers what it sent, what
 * was acknowledged and every refused answer, so a test can compare them with what the server holds.
 */
import { randomUUID } from 'node:crypto';

/** A refused attempt: the HTTP status (0: no answer at all), its Retry-After and error code. */
export interface Refusal {
  status: number;
  retryAfter: string | null;
  code: string | null;
}

const RETRY_PAUSE_MS = 50;
/**
 * A request the server accepted but never answered is a fault of its own (a stuck write), not an
 * outage to retry through: it fails the test with this message instead of hanging it.
 */
const ANSWER_TIMEOUT_MS = 20_000;

/** True for the abort of AbortSignal.timeout. */
const timedOut = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

export class RetryingDevice {
  /** Every entry id sent at least once. */
  readonly sent = new Set<string>();
  /** Ids of the batches the server answered 200 to. */
  readonly acknowledged = new Set<string>();
  readonly refusals: Refusal[] = [];
  private seq = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    readonly matchId: string,
  ) {}

  private headers() {
    return { 'content-type': 'application/json', origin: this.baseUrl, cookie: this.cookie };
  }

  /** Sends one batch of `size` new points until it is acknowledged or `giveUp()` says stop. */
  async sendBatch(size: number, giveUp: () => boolean = () => false): Promise<void> {
    const entries = Array.from({ length: size }, () => {
      this.seq += 1;
      const side = this.seq % 3 === 0 ? 'player2' : 'player1';
      return { id: randomUUID(), seq: this.seq, at: Date.now(), type: 'point_won', side };
    });
    const body = JSON.stringify({ entries });
    for (const entry of entries) this.sent.add(entry.id);
    while (!giveUp()) {
      try {
        const response = await fetch(`${this.baseUrl}/api/matches/${this.matchId}/entries`, {
          method: 'POST',
          headers: this.headers(),
          body,
          signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        });
        if (response.status === 200) {
          await response.body?.cancel();
          for (const entry of entries) this.acknowledged.add(entry.id);
          return;
        }
        const error = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
        this.refusals.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          code: error?.error?.code ?? null,
        });
      } catch (error) {
        if (timedOut(error)) {
          throw new Error(`match ${this.matchId}: an append got no answer in ${ANSWER_TIMEOUT_MS / 1000} s`);
        }
        // Connection refused or cut (the server was killed): the same batch goes again.
        this.refusals.push({ status: 0, retryAfter: null, code: null });
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }

  /** Sends `batches` batches of `size` one after another. */
  async play(batches: number, size: number): Promise<void> {
    for (let i = 0; i < batches; i++) await this.sendBatch(size);
  }

  /** The entry ids the server holds for this match, in its order (duplicates kept, if any). */
  async held(): Promise<string[]> {
    const response = await fetch(`${this.baseUrl}/api/matches/${this.matchId}`, {
      headers: this.headers(),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    if (response.status !== 200) throw new Error(`GET match: ${response.status} ${await response.text()}`);
    const { entries } = (await response.json()) as { entries: { id: string }[] };
    return entries.map((entry) => entry.id);
  }
}

/**
 * The promise of a sync that survives a crash: what the server holds has no duplicate, holds only
 * entries the device sent, and holds every entry it had acknowledged before asking (taken first,
 * so an acknowledgement arriving meanwhile cannot look lost). Returns the problems found.
 */
export async function heldProblems(device: RetryingDevice): Promise<string[]> {
  const acknowledged = [...device.acknowledged];
  const held = await device.held();
  const problems: string[] = [];
  const heldSet = new Set(held);
  if (heldSet.size !== held.length) problems.push(`${held.length - heldSet.size} duplicate entries`);
  const strangers = held.filter((id) => !device.sent.has(id));
  if (strangers.length > 0) problems.push(`${strangers.length} entries the device never sent`);
  const lost = acknowledged.filter((id) => !heldSet.has(id));
  if (lost.length > 0) problems.push(`${lost.length} acknowledged entries lost`);
  return problems.map((problem) => `match ${device.matchId}: ${problem}`);
}
