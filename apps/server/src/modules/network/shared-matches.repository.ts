import type { ScoreState, Sport } from '@marcador/domain';
import { desc, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { matches, matchParticipants } from '../../db/schema';
import { invitePosition } from '../matches/invite-position';

/** The participant rows `teamOf` reads, named `seat` in its SQL (an alias renders as its name only). */
const seat = alias(matchParticipants, 'seat');

/** Shared matches a player's page lists. */
export const RECENT_SHARED_MATCHES = 10;

/** A saved match two players both took part in, from the viewer's side. */
export interface SharedMatchRow {
  matchId: string;
  sport: Sport;
  /** The viewer's team: the owner keeps score for team 1; an invitee's team is its invite position's. */
  viewerTeam: 1 | 2;
  partner: boolean;
  /** Null until completed, and for a draw. */
  result: 'won' | 'lost' | null;
  score: ScoreState;
  playedAt: number;
}

export interface SharedMatches {
  together: number;
  won: number;
  lost: number;
  /** The latest RECENT_SHARED_MATCHES, newest first. */
  recent: SharedMatchRow[];
}

/**
 * The team `userId` played for in the match of the row: 1 for the owner, else the team of the invite
 * their participant row came from (`invitePosition`).
 */
function teamOf(userId: string): SQL<number | null> {
  return sql<number | null>`case when ${matches.ownerId} = ${userId} then 1 else (
    select case when position like 'team1%' then 1 else 2 end
    from (select ${invitePosition(seat)} as position from ${matchParticipants} as seat
      where ${seat.matchId} = ${matches.id} and ${seat.userId} = ${userId}) as seats
    where position is not null
    limit 1) end`;
}

/** Matches `userId` took part in: owned, or a participant row (written when a match is saved). */
function tookPart(userId: string): SQL {
  return sql`(${matches.ownerId} = ${userId} or exists (select 1 from ${matchParticipants}
    where ${matchParticipants.matchId} = ${matches.id} and ${matchParticipants.userId} = ${userId}))`;
}

/** Saved matches two players shared, read from the matches and their participant rows. */
export function sharedMatchesRepository(db: Db) {
  return {
    async between(viewerId: string, playerId: string): Promise<SharedMatches> {
      const viewerTeam = teamOf(viewerId);
      const shared = db
        .select({
          matchId: matches.id,
          sport: sql<Sport>`${matches.rules}->>'sport'`.as('sport'),
          viewerTeam: sql<number>`coalesce(${viewerTeam}, 1)`.as('viewer_team'),
          partner: sql<boolean>`${viewerTeam} is not distinct from ${teamOf(playerId)}`.as('partner'),
          result: sql<'won' | 'lost' | null>`case when ${matches.status} = 'completed'
            and ${matches.result} in ('player1', 'player2')
            then case when (${matches.result} = 'player1') = (${viewerTeam} = 1) then 'won' else 'lost' end end`.as(
            'result',
          ),
          score: matches.score,
          playedAt:
            sql<number>`(extract(epoch from coalesce(${matches.endedAt}, ${matches.createdAt})) * 1000)::float8`.as(
              'played_at',
            ),
        })
        .from(matches)
        .where(
          // The player's matches first (their participant rows and owned matches, both indexed), then the viewer's part.
          sql`${matches.id} in (select ${matchParticipants.matchId} from ${matchParticipants}
              where ${matchParticipants.userId} = ${playerId}
            union select ${matches.id} from ${matches} where ${matches.ownerId} = ${playerId})
            and ${tookPart(viewerId)}`,
        )
        .as('shared');
      const opponents = (result: 'won' | 'lost') =>
        sql<number>`(count(*) filter (where not ${shared.partner} and ${shared.result} = ${result}) over ())::int`;
      const rows = await db
        .select({
          matchId: shared.matchId,
          sport: shared.sport,
          viewerTeam: shared.viewerTeam,
          partner: shared.partner,
          result: shared.result,
          score: shared.score,
          playedAt: shared.playedAt,
          together: sql<number>`(count(*) over ())::int`,
          won: opponents('won'),
          lost: opponents('lost'),
        })
        .from(shared)
        .orderBy(desc(shared.playedAt), desc(shared.matchId))
        .limit(RECENT_SHARED_MATCHES);
      const [first] = rows;
      return {
        together: first?.together ?? 0,
        won: first?.won ?? 0,
        lost: first?.lost ?? 0,
        recent: rows.map(({ together: _together, won: _won, lost: _lost, viewerTeam, playedAt, ...row }) => ({
          ...row,
          viewerTeam: viewerTeam === 2 ? 2 : 1,
          playedAt: Math.round(playedAt),
        })),
      };
    },
  };
}
