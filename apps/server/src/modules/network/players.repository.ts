import { PLAYER_SEARCH_PAGE_SIZE, type PlayerCard } from '@marcador/contracts';
import { closestWord, type ProfileSport, type SkillLevel } from '@marcador/domain';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { connectionRequests, directoryOrder, playerBlocks, profiles, searchWords, users } from '../../db/schema';
import { cardColumns, playerCards, playerId, toPlayerCard } from './player-cards.repository';

/**
 * Known words read as candidates for a correction, nearest first by pg_trgm's word similarity: a
 * common start such as "gar" has a few dozen. They are then ranked by edits (domain closestWord), as
 * trigrams score two swapped letters ("madird") like a far worse typo.
 */
const TYPO_CANDIDATES = 50;
/** Query words this long are corrected when no listed player has them; a shorter one is too ambiguous. */
const TYPO_MIN_LENGTH = 5;
/** Query words this long rank players who have them as a whole word above those where they only start one. */
const RANKED_MIN_LENGTH = 4;

/** A directory page as asked for: folded query words (none: everyone), filters, page from 1. */
export interface PlayerSearch {
  viewerId: string;
  words: readonly string[];
  sport?: ProfileSport;
  level?: SkillLevel;
  page: number;
}

/** Where the viewer stands with a player, with what the player's page shows. */
export interface PlayerStanding {
  card: PlayerCard;
  country: string;
  state: string;
  memberSince: Date;
  inDirectory: boolean;
  /** The player blocked the viewer. */
  blockedViewer: boolean;
  /** The pending request between the two, either way. */
  requestId: string | null;
}

const length = (word: string) => [...word].length;

/** The player's folded text has a word that starts with `word` (an index condition: trigrams of a word's start). */
function startsAWord(word: string): SQL {
  return sql`(${profiles.searchText} like ${`${word}%`} or ${profiles.searchText} like ${`% ${word}%`})`;
}

/** 1 when the player's folded text has `word` as a whole word, else 0. */
function wholeWord(word: string): SQL {
  return sql`((' ' || ${profiles.searchText} || ' ') like ${`% ${word} %`})::int`;
}

/** Players blocked by the viewer or who blocked the viewer: one small set, hashed once per query. */
function outsideBlocks(viewerId: string): SQL {
  const { blockerId, blockedId } = playerBlocks;
  return sql`${profiles.userId} not in (
    select ${blockedId} from ${playerBlocks} where ${blockerId} = ${viewerId}
    union all select ${blockerId} from ${playerBlocks} where ${blockedId} = ${viewerId})`;
}

/** The player directory and search, and what one player's page needs. */
export function playersRepository(db: Db) {
  /**
   * The ids of one page, one more than a page to tell whether another follows. Each word must start a
   * word of the player's text; players with the longer words as whole words come first, then the
   * directory's order (a page without such words walks the name index).
   */
  const pageIds = async (search: PlayerSearch): Promise<string[]> => {
    const { viewerId, words, sport, level, page } = search;
    const ranked = words.filter((word) => length(word) >= RANKED_MIN_LENGTH);
    const rows = await db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(
        and(
          // The partial indexes' condition, written as they are.
          sql`${profiles.inDirectory}`,
          ne(profiles.userId, viewerId),
          outsideBlocks(viewerId),
          sport ? sql`${profiles.sports} @> array[${sport}]::text[]` : undefined,
          level ? eq(profiles.skillLevel, level) : undefined,
          ...words.map(startsAWord),
        ),
      )
      .orderBy(...(ranked.length > 0 ? [desc(sql.join(ranked.map(wholeWord), sql` + `))] : []), ...directoryOrder)
      .limit(PLAYER_SEARCH_PAGE_SIZE + 1)
      .offset((page - 1) * PLAYER_SEARCH_PAGE_SIZE);
    return rows.map((row) => row.id);
  };

  /**
   * True when some listed player has a word starting with `word`. Counted, not `limit 1`: with a limit
   * the planner may walk the name index hoping for an early match, through every player when none has it.
   */
  const listed = async (word: string): Promise<boolean> => {
    const [row] = await db
      .select({ players: count() })
      .from(profiles)
      .where(and(sql`${profiles.inDirectory}`, startsAWord(word)));
    return (row?.players ?? 0) > 0;
  };

  /** The known word closest to `word` (its typo's likely fix), or null when none is a typo away. */
  const correction = async (word: string): Promise<string | null> => {
    // Ordered by the distance alone, the trigram index (GiST) hands the nearest words out first.
    const distance = sql<number>`${word} <<-> ${searchWords.word}`;
    const rows = await db
      .select({ word: searchWords.word, distance })
      .from(searchWords)
      // Not the word itself: known from a hidden player or a former name, it matches no one listed.
      .where(ne(searchWords.word, word))
      .orderBy(distance)
      .limit(TYPO_CANDIDATES);
    const nearestFirst = rows.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
    return closestWord(
      word,
      nearestFirst.map((row) => row.word),
    );
  };

  /**
   * The query with each long word no listed player has replaced by the closest known word, or null
   * when there is nothing to correct.
   */
  const corrected = async (words: readonly string[]): Promise<string[] | null> => {
    let changed = false;
    const fixed: string[] = [];
    for (const word of words) {
      const fix = length(word) >= TYPO_MIN_LENGTH && !(await listed(word)) ? await correction(word) : null;
      changed ||= fix !== null;
      fixed.push(fix ?? word);
    }
    return changed ? fixed : null;
  };

  const pageOf = async (search: PlayerSearch, ids: string[]) => ({
    players: await playerCards(db, search.viewerId, ids.slice(0, PLAYER_SEARCH_PAGE_SIZE)),
    hasMore: ids.length > PLAYER_SEARCH_PAGE_SIZE,
  });

  return {
    /**
     * A page of the directory (no words: everyone by name) or of a search. A search that finds no one
     * tries again with its typos corrected (decision 030): the common search costs one query for the
     * page and one for its cards.
     */
    async search(search: PlayerSearch): Promise<{ players: PlayerCard[]; hasMore: boolean }> {
      const ids = await pageIds(search);
      if (ids.length > 0) return pageOf(search, ids);
      const words = await corrected(search.words);
      return pageOf(search, words ? await pageIds({ ...search, words }) : []);
    },

    /** Where `viewerId` stands with `id`'s player; null when there is no such player (no profile). */
    async standing(viewerId: string, id: string): Promise<PlayerStanding | null> {
      const { fromUserId, toUserId } = connectionRequests;
      const [row] = await db
        .select({
          ...cardColumns(viewerId),
          country: profiles.country,
          state: profiles.state,
          memberSince: users.createdAt,
          inDirectory: profiles.inDirectory,
          blockedViewer: sql<boolean>`exists (select 1 from ${playerBlocks}
            where ${playerBlocks.blockerId} = ${playerId} and ${playerBlocks.blockedId} = ${viewerId})`,
          requestId: sql<string | null>`(select ${connectionRequests.id} from ${connectionRequests}
            where (${fromUserId} = ${viewerId} and ${toUserId} = ${playerId})
               or (${fromUserId} = ${playerId} and ${toUserId} = ${viewerId}) limit 1)`,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.userId, id));
      if (!row) return null;
      const { country, state, memberSince, inDirectory, blockedViewer, requestId, ...card } = row;
      return { card: toPlayerCard(card), country, state, memberSince, inDirectory, blockedViewer, requestId };
    },
  };
}

export type PlayersRepository = ReturnType<typeof playersRepository>;
