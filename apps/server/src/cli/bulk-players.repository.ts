/**
 * Players stored in bulk for the benches that need thousands of them (realtime, player search) and
 * for the demo data (`npm run seed`): users
 * and profiles written by a few `insert ... select from unnest(...)` statements, where a sign-up each
 * would hash a password. Each profile gets the search text and words the profiles repository writes
 * (domain playerSearchText and correctionWords, so the folding is the app's own), and a signed-in
 * player a session row and the cookie better-auth would have set for it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { correctionWords, playerSearchText } from '@marcador/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** What the bench decides of a player; the rest is a profile's defaults. */
export interface BulkPlayer {
  firstName: string;
  lastName: string;
  /** Unique, compared regardless of case. */
  username: string;
  city: string;
  sports: string[];
  skillLevel: string | null;
  inDirectory: boolean;
}

/** Rows per statement: each column goes in as one array parameter. */
const CHUNK = 25_000;
/** Sessions last 30 days (plugins/auth.ts): a fresh one is not due for its daily extension. */
const SESSION_MS = 30 * 24 * 3600 * 1000;

/** `items` in slices of `size`. */
function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** One array parameter (drizzle would spread a JavaScript array into one parameter per item). */
const array = (values: readonly unknown[]) => sql.param(values);

/**
 * Stores `players` with ids `${idPrefix}${index}` and addresses `<id>@<emailDomain>` (users,
 * profiles and their search words), in statements of CHUNK rows; returns the ids in order.
 */
export async function insertPlayers(
  db: Db,
  players: readonly BulkPlayer[],
  idPrefix: string,
  emailDomain = 'bench.example.com',
): Promise<string[]> {
  const ids = players.map((_, i) => `${idPrefix}${i}`);
  const rows = players.map((player, i) => ({ ...player, id: ids[i] as string }));
  for (const part of chunks(rows, CHUNK)) {
    await db.execute(sql`insert into users (id, name, email, email_verified)
      select id, name, id || '@' || ${emailDomain}, true
      from unnest(${array(part.map((p) => p.id))}::text[], ${array(part.map((p) => `${p.firstName} ${p.lastName}`))}::text[]) as t(id, name)`);
    await db.execute(sql`insert into profiles
        (user_id, first_name, last_name, username, sports, skill_level, city, in_directory, search_text)
      select id, first_name, last_name, username, string_to_array(sports, ','), skill_level, city, in_directory, search_text
      from unnest(
        ${array(part.map((p) => p.id))}::text[], ${array(part.map((p) => p.firstName))}::text[],
        ${array(part.map((p) => p.lastName))}::text[], ${array(part.map((p) => p.username))}::text[],
        ${array(part.map((p) => p.sports.join(',')))}::text[], ${array(part.map((p) => p.skillLevel))}::text[],
        ${array(part.map((p) => p.city))}::text[], ${array(part.map((p) => p.inDirectory))}::boolean[],
        ${array(part.map(playerSearchText))}::text[]
      ) as t(id, first_name, last_name, username, sports, skill_level, city, in_directory, search_text)`);
  }
  const words = [...new Set(players.flatMap(correctionWords))];
  for (const part of chunks(words, CHUNK)) {
    await db.execute(sql`insert into search_words (word) select unnest(${array(part)}::text[]) on conflict do nothing`);
  }
  return ids;
}

/**
 * A session for each of `userIds` (one statement), and the `Cookie` header that carries it: the
 * token signed with better-auth's secret (`secrets.auth` of the app), as better-auth signs it.
 */
export async function signedInCookies(db: Db, authSecret: string, userIds: readonly string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  const expiresAt = new Date(Date.now() + SESSION_MS).toISOString();
  await db.execute(sql`insert into sessions (id, token, user_id, expires_at)
    select token, token, user_id, ${expiresAt}::timestamptz
    from unnest(${array(tokens)}::text[], ${array(userIds)}::text[]) as t(token, user_id)`);
  return tokens.map((token) => {
    const signature = createHmac('sha256', authSecret).update(token).digest('base64');
    return `marcador.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  });
}
