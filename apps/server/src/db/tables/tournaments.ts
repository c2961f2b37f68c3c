/**
 * Tournaments (decision 044): an americano, mexicano or amexicano run by one organiser.
 * Rounds come from the domain engine (packages/domain/src/tournament); everything below a
 * tournament goes with it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { venues } from './venues';

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The organiser: the only user (with admins) who changes the tournament. */
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** active | paused | completed. */
    status: text('status').notNull().default('active'),
    /** americano | mexicano | amexicano. */
    format: text('format').notNull(),
    sport: text('sport').notNull().default('padel'),
    /** The first round with a match not completed; the last round once all are. */
    currentRound: integer('current_round').notNull().default(1),
    /** The dashboard's current match (domain currentAndUpcoming); null when none is left. */
    currentMatch: uuid('current_match'),
    /** Rounds the tournament plays; mexicano draws them one at a time up to this number. */
    totalRounds: integer('total_rounds').notNull(),
    /** The points race of each match (decision 043): 16, 21, 24, 32 or 4..99. */
    pointsPerMatch: integer('points_per_match').notNull(),
    courts: integer('courts').notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /**
     * The public spectator link's secret (decision 046): 192 random bits, base64url; null while the
     * organiser has no link (or revoked it). Unique: the public read finds the tournament by it.
     */
    spectatorToken: text('spectator_token').unique('tournaments_spectator_token_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The organiser's history (newest first) and their active one.
    index('tournaments_created_by_idx').on(t.createdBy, t.createdAt.desc(), t.id.desc()),
    // A venue's running tournaments (its club TV), and the venue's deletion setting
    // them to null without reading the whole table.
    index('tournaments_venue_idx').on(t.venueId),
    check('tournaments_status_check', sql`${t.status} in ('active', 'paused', 'completed')`),
    check('tournaments_format_check', sql`${t.format} in ('americano', 'mexicano', 'amexicano')`),
  ],
);

export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** As the organiser typed it, trimmed; unique in the tournament ignoring case (domain playerKey). */
    name: text('name').notNull(),
    /** The player's account when the organiser picked one: they read the tournament and hear of it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Order given at creation (mexicano's first-round ranking); a late player comes last. */
    position: integer('position').notNull(),
    late: boolean('late').notNull().default(false),
    /** When the player withdrew (from the next round on); null while they play. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('tournament_players_position_key').on(t.tournamentId, t.position),
    // The tournaments a player with an account is in (who may read them).
    index('tournament_players_user_idx').on(t.userId),
  ],
);

export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundNumber: integer('round_number').notNull(),
    /** Players (tournament_players ids) sitting out, as drawn: later arrivals were not in it. */
    resting: uuid('resting').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [unique('tournament_rounds_number_key').on(t.tournamentId, t.roundNumber)],
);

export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    courtNumber: integer('court_number').notNull(),
    /** pending | playing | completed. */
    status: text('status').notNull().default('pending'),
    teamAPlayer1: uuid('team_a_player1')
      .notNull()
      .references(() => tournamentPlayers.id),
    teamAPlayer2: uuid('team_a_player2')
      .notNull()
      .references(() => tournamentPlayers.id),
    teamBPlayer1: uuid('team_b_player1')
      .notNull()
      .references(() => tournamentPlayers.id),
    teamBPlayer2: uuid('team_b_player2')
      .notNull()
      .references(() => tournamentPlayers.id),
    scoreA: integer('score_a'),
    scoreB: integer('score_b'),
    /**
     * Completed by finishing the tournament with no score: stored 0-0 as the spec says, but not a
     * played match, so the standings leave it out.
     */
    unplayed: boolean('unplayed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Bumped by every change of the score; a correction may name the revision it corrects. */
    revision: integer('revision').notNull().default(0),
    /** The client id of the last result applied. */
    lastResultId: uuid('last_result_id'),
  },
  (t) => [
    unique('tournament_matches_court_key').on(t.roundId, t.courtNumber),
    index('tournament_matches_tournament_idx').on(t.tournamentId),
    check('tournament_matches_status_check', sql`${t.status} in ('pending', 'playing', 'completed')`),
  ],
);

/**
 * Every result id ever applied, so a result synced twice (a phone back online, a retried request)
 * is one change even after a later correction of the same match.
 */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    resultId: uuid('result_id').primaryKey(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => tournamentMatches.id, { onDelete: 'cascade' }),
    /** The match's revision this result made. */
    revision: integer('revision').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tournament_results_match_idx').on(t.matchId)],
);
