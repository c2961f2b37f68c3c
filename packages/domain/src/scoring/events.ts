import type { MatchRules } from './rules';
import type { Side } from './score-state';
import type { PlayerIndex } from './serve';

/** Id of a match event, made by the client that recorded it; unique within a match log. */
export type EventId = string & { readonly __brand: 'EventId' };

/** Milliseconds since the Unix epoch, read from the caller's clock (the domain never reads one). */
export type EpochMs = number;

/** What every event carries: who recorded it (by id) and when. */
export interface EventMeta {
  readonly id: EventId;
  readonly at: EpochMs;
}

/** A side won a point. */
export interface PointWonEvent extends EventMeta {
  readonly type: 'point_won';
  readonly side: Side;
}

/** The players moved on to the next set before the one in play was finished. */
export interface NextSetEvent extends EventMeta {
  readonly type: 'next_set';
}

/** The teams were swapped on the scoreboard, usually after a change of ends. */
export interface SwapCourtEvent extends EventMeta {
  readonly type: 'swap_court';
}

/** The rules were changed during the match (the golden-point switch); applies from the next point. */
export interface RulesChangedEvent extends EventMeta {
  readonly type: 'rules_changed';
  readonly rules: Partial<MatchRules>;
}

/**
 * Who serves from the next point on: the team `server`, and for each team the player (0 or 1 in the
 * team's order) who serves that team's next service turn. Recorded before the first point (who serves
 * first, each doubles team's order), at the start of a set (a doubles team changing its order), or to
 * correct the serve at any time; the rotation goes on from it.
 */
export interface ServeOrderEvent extends EventMeta {
  readonly type: 'serve_order';
  readonly server: Side;
  readonly player1: PlayerIndex;
  readonly player2: PlayerIndex;
}

/** Everything that can happen to a match; a match is the fold of its events. */
export type MatchEvent = PointWonEvent | NextSetEvent | SwapCourtEvent | RulesChangedEvent | ServeOrderEvent;

/** Brands a client-made string (a UUID, a counter) as an event id. */
export function toEventId(raw: string): EventId {
  return raw as EventId;
}

/** Builds a `point_won` event. */
export function pointWon(side: Side, id: EventId, at: EpochMs): PointWonEvent {
  return { type: 'point_won', side, id, at };
}

/** Builds a `next_set` event. */
export function nextSet(id: EventId, at: EpochMs): NextSetEvent {
  return { type: 'next_set', id, at };
}

/** Builds a `swap_court` event. */
export function swapCourt(id: EventId, at: EpochMs): SwapCourtEvent {
  return { type: 'swap_court', id, at };
}

/** Builds a `rules_changed` event; only the rules given change. */
export function rulesChanged(rules: Partial<MatchRules>, id: EventId, at: EpochMs): RulesChangedEvent {
  return { type: 'rules_changed', rules, id, at };
}

/** Builds a `serve_order` event. */
export function serveOrder(
  server: Side,
  player1: PlayerIndex,
  player2: PlayerIndex,
  id: EventId,
  at: EpochMs,
): ServeOrderEvent {
  return { type: 'serve_order', server, player1, player2, id, at };
}
