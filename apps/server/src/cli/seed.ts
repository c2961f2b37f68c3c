/**
 * Demo data: `npm run seed -- [--players N] [--matches M] [--bulk] [--force]`.
 * Players (names in Spanish and English), clubs, and matches played point by point and saved through
 * the app's own API as their owners (set-up, the points, the finish), so everything a finished match
 * writes is written as in play. Above BULK_ABOVE matches, or with --bulk, the matches are written in
 * bulk as summaries without logs (seed-bulk.ts). Players are stored in bulk (no password: they cannot sign in) with
 * every e-mail turned off. Refuses a database that has users of its own unless forced.
 * Uses DATABASE_URL, else the embedded database in DATA_DIR (cli/configured-database.ts).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { MatchLogEntryInput, PutMatchRequest } from '@marcador/contracts';
import { NOTIFICATION_KINDS } from '@marcador/contracts';
import { createPrng, type Side, type SkillLevel } from '@marcador/domain';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { insertPlayers, signedInCookies } from './bulk-players.repository';
import { withConfiguredDatabase } from './configured-database';
import { seedRepository } from './seed.repository';
import { BULK_ABOVE, SEED_TIME_ZONE, seedMatchesInBulk, startOf } from './seed-bulk';
import { cutShort, matchSetup, playedPoints, type SeedSeat, seedPlayers, someOf } from './seed-data';

export const USAGE = `Usage: npm run seed -- [--players N] [--matches M] [--bulk] [--force]
  --players N   players to create (4 to 100000, default 40)
  --matches M   matches to play and save (0 to 1000000, default 200)
  --bulk        store the matches as summaries without logs (always above ${BULK_ABOVE.toLocaleString('en')} matches)
  --force       seed a database that already has users of its own`;

/** Seeded players' addresses: a reserved domain, which also tells them apart from real users. */
export const SEED_EMAIL_DOMAIN = 'demo.marcador.example';
const DAY_MS = 24 * 3600 * 1000;
/** Matches are spread over the last year. */
const SPREAD_DAYS = 365;
const POINT_MS = 40_000;
const LEVEL_STRENGTH: Record<string, number> = { principiante: 1, intermedio: 2, avanzado: 3, profesional: 4 };

interface SeedOptions {
  players: number;
  matches: number;
  /** Asked for; above BULK_ABOVE matches the seed writes in bulk anyway. */
  bulk: boolean;
  force: boolean;
}

export interface CommandResult {
  code: 0 | 1 | 2;
  message: string;
}

/** The options the arguments give, or null when they do not fit the usage. */
export function parseSeedArgs(args: readonly string[]): SeedOptions | null {
  const options: SeedOptions = { players: 40, matches: 200, bulk: false, force: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--force' || arg === '--bulk') {
      options[arg === '--force' ? 'force' : 'bulk'] = true;
      continue;
    }
    if (arg !== '--players' && arg !== '--matches') return null;
    const value = Number(args[++i]);
    if (!Number.isInteger(value)) return null;
    if (arg === '--players' && (value < 4 || value > 100_000)) return null;
    if (arg === '--matches' && (value < 0 || value > 1_000_000)) return null;
    options[arg === '--players' ? 'players' : 'matches'] = value;
  }
  return options;
}

interface SeedPlayer extends SeedSeat {
  cookie: string;
  /** The client address its requests come from (per-address limits count per player). */
  address: string;
}

/** One match as its owner plays and saves it: what PUT, the entries and the finish send. */
function plannedMatch(players: readonly SeedPlayer[], random: () => number, now: number) {
  const { owner, rules, config, strength } = matchSetup((k) => someOf(players, k, random), random);
  const { sides } = playedPoints(rules, strength, random);
  // One in twenty is left unfinished, somewhere past its first third.
  const abandoned = random() < 0.05;
  const played = abandoned ? cutShort(sides, random) : sides;
  const day = now - Math.floor(random() * SPREAD_DAYS) * DAY_MS;
  const startedAt = startOf(day - (day % DAY_MS), random);
  const entries: MatchLogEntryInput[] = played.map((side: Side, i) => ({
    id: randomUUID(),
    seq: i + 1,
    at: startedAt + (i + 1) * POINT_MS,
    type: 'point_won',
    side,
  }));
  const body: PutMatchRequest = { config, rules, startedAt };
  const endedAt = startedAt + (played.length + 1) * POINT_MS;
  return { owner, body, entries, endedAt, reason: abandoned ? ('abandoned' as const) : ('match_over' as const) };
}

/** Runs the seed on an open, migrated database. */
export async function seed(database: Database, config: AppConfig, options: SeedOptions): Promise<CommandResult> {
  const repository = seedRepository(database.db);
  const own = await repository.countUsersOutside(SEED_EMAIL_DOMAIN);
  if (own > 0 && !options.force) {
    return { code: 1, message: `The database has ${own} users of its own; run with --force to add demo data anyway.` };
  }
  const started = Date.now();
  const tag = started.toString(36).slice(-4);
  const random = createPrng(options.players * 7_919 + options.matches);
  const bulk = seedPlayers(options.players, tag, random);
  const ids = await insertPlayers(database.db, bulk, `demo-${tag}-`, SEED_EMAIL_DOMAIN);
  // Every e-mail off: demo players have no mailbox, and nothing should wait in the outbox for them.
  const off = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, false]));
  await repository.turnOffEmails(ids, SEED_EMAIL_DOMAIN, off);
  const seats = bulk.map((player, i) => ({
    id: ids[i] as string,
    name: `${player.firstName} ${player.lastName}`,
    email: `${ids[i]}@${SEED_EMAIL_DOMAIN}`,
    strength: LEVEL_STRENGTH[player.skillLevel ?? 'intermedio'] ?? 2,
    declared: player.skillLevel as SkillLevel | null,
  }));
  const done = (how: string) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return {
      code: 0 as const,
      message: `Seeded ${options.players} players (${SEED_EMAIL_DOMAIN}) and ${options.matches} matches${how} in ${seconds} s.`,
    };
  };
  if (options.bulk || options.matches > BULK_ABOVE) {
    const { rated, ratings } = await seedMatchesInBulk(database.db, seats, options.matches, random, started);
    return done(` in bulk (${rated} rated, ${ratings} ratings)`);
  }

  const app = await buildApp({ config, database });
  try {
    const cookies = await signedInCookies(database.db, app.secrets.auth, ids);
    const players: SeedPlayer[] = seats.map((seat, i) => ({
      ...seat,
      cookie: cookies[i] as string,
      address: `10.99.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
    }));
    const origin = config.APP_URL ?? `http://localhost:${config.PORT}`;
    const send = async (player: SeedPlayer, method: 'PUT' | 'POST', url: string, payload: object) => {
      for (;;) {
        const answer = await app.inject({
          method,
          url,
          payload,
          headers: { origin, cookie: player.cookie },
          remoteAddress: player.address,
        });
        // A player who saves many matches meets the per-minute write limits a real one never does: wait.
        if (answer.statusCode === 429) {
          await sleep(1000 * Number(answer.headers['retry-after'] ?? 1));
          continue;
        }
        if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
        return;
      }
    };
    for (let n = 0; n < options.matches; n++) {
      const match = plannedMatch(players, random, started);
      const id = randomUUID();
      await send(match.owner, 'PUT', `/api/matches/${id}`, match.body);
      await send(match.owner, 'POST', `/api/matches/${id}/entries`, { entries: match.entries });
      await send(match.owner, 'POST', `/api/matches/${id}/finish`, {
        endedAt: match.endedAt,
        reason: match.reason,
        timeZone: SEED_TIME_ZONE,
      });
      if ((n + 1) % 500 === 0) console.log(`${n + 1} matches saved`);
    }
  } finally {
    await app.close();
  }
  return done('');
}

/** Runs the seed on the configured database. */
export async function runSeedCli(args: readonly string[], env: Record<string, string | undefined>) {
  const options = parseSeedArgs(args);
  if (!options) return { code: 2 as const, message: USAGE };
  return withConfiguredDatabase(env, (database, config) => seed(database, config, options));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runSeedCli(process.argv.slice(2), process.env);
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
}
