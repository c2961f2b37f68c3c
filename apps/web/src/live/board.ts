import type { PublicLiveMatch } from '@marcador/contracts';
import { setScoreText, sideName } from '@marcador/domain';
import { servingName } from '../lib/match/serving-name';
import { setCell } from '../lib/match/set-cell';
import type { Copy } from './copy';
import { h } from './dom';

type Side = 'player1' | 'player2';
const SIDES: readonly Side[] = ['player1', 'player2'];

/**
 * A side as shown (domain `sideName`): its name, else its players' names, else "Equipo 1" / "Equipo 2"
 * (a spectator is neither "Nosotros" nor "Oponentes").
 */
export function teamLabel(view: PublicLiveMatch, side: Side, copy: Copy): string {
  return sideName(view, side, { player1: copy.team1, player2: copy.team2 });
}

/** The players under a team's name, when the team has a name of its own. */
function playersLine(view: PublicLiveMatch, side: Side): string {
  const team = side === 'player1' ? view.team1 : view.team2;
  if (!team.name.trim()) return '';
  return team.players
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' / ');
}

/** "6-3 4-6 7-6(5)": the sets as a result line. */
export function setsLine(view: PublicLiveMatch): string {
  return view.sets.map((set) => setScoreText(set)).join(' ');
}

/** "Saca: Ana": who serves the next point; null when nobody can tell. */
export function servingText(view: PublicLiveMatch, copy: Copy): string | null {
  const name = servingName(view, (side) => teamLabel(view, side, copy));
  return name === null ? null : copy.serving(name);
}

/** The badges of the moment: tie-break, golden or star point, change of ends. */
function badges(view: PublicLiveMatch, copy: Copy): HTMLElement | null {
  if (isOver(view)) return null;
  const found: [string, string][] = [];
  if (view.score.isTiebreak) found.push(['tiebreak', copy.tiebreak]);
  if (view.decidingPoint) found.push([view.decidingPoint, view.decidingPoint === 'golden' ? copy.golden : copy.star]);
  if (view.changeOfEnds) found.push(['ends', copy.changeEnds]);
  if (found.length === 0) return null;
  return h('ul', { class: 'badges' }, ...found.map(([kind, text]) => h('li', { class: `badge badge-${kind}` }, text)));
}

/**
 * Whether the match is over: closed by its scorer, or its last point won it (the score says so
 * before the scoreboard's finish reaches the server).
 */
export const isOver = (view: PublicLiveMatch) => view.status !== 'in_progress' || view.score.isGameOver;

/** The final result: who won (or a draw, or abandoned) over the sets. */
function result(view: PublicLiveMatch, copy: Copy): HTMLElement | null {
  if (!isOver(view)) return null;
  const winner = view.result ?? view.score.winner;
  const title =
    view.status === 'incomplete'
      ? copy.abandoned
      : winner === 'draw' || winner === null
        ? copy.draw
        : copy.winner(teamLabel(view, winner, copy));
  return h(
    'section',
    { class: 'result', 'aria-label': copy.finished },
    h('p', { class: 'result-title' }, title),
    h('p', { class: 'result-sets' }, setsLine(view)),
  );
}

/**
 * The score table: one row per team (colour, name, players), the games of each set, and the points
 * of the game in play while the match goes on.
 */
function table(view: PublicLiveMatch, copy: Copy): HTMLElement {
  const playing = !isOver(view);
  const head = h(
    'tr',
    {},
    h('th', { scope: 'col', class: 'sr-only' }, ''),
    ...view.sets.map((_, i) => h('th', { scope: 'col', class: 'set' }, copy.set(i + 1))),
    playing ? h('th', { scope: 'col', class: 'points' }, copy.points) : null,
  );
  const rows = SIDES.map((side) => {
    const won = (view.result ?? view.score.winner) === side;
    const players = playersLine(view, side);
    const team = side === 'player1' ? view.team1 : view.team2;
    return h(
      'tr',
      { class: won ? 'winner' : undefined },
      h(
        'th',
        { scope: 'row', class: 'team' },
        h(
          'div',
          { class: 'team-cell' },
          h('span', { class: `swatch team-${team.color}`, 'aria-hidden': 'true' }),
          h(
            'span',
            { class: 'names' },
            h('span', { class: 'team-name' }, teamLabel(view, side, copy)),
            players ? h('span', { class: 'players' }, players) : null,
          ),
          // The words under the table say who serves; the ball only shows it at a glance.
          view.server?.team === side ? h('span', { class: 'serve-ball', 'aria-hidden': 'true' }) : null,
        ),
      ),
      ...view.sets.map((set) => {
        const cell = setCell(set, side);
        return h(
          'td',
          { class: set.finished ? 'set' : 'set current' },
          cell.games,
          cell.tiebreak === null ? null : h('sup', {}, cell.tiebreak),
        );
      }),
      playing ? h('td', { class: 'points' }, view.points[side]) : null,
    );
  });
  return h(
    'table',
    { class: 'score' },
    h(
      'caption',
      { class: 'sr-only' },
      `${teamLabel(view, 'player1', copy)} ${copy.vs} ${teamLabel(view, 'player2', copy)}`,
    ),
    h('thead', {}, head),
    h('tbody', {}, ...rows),
  );
}

/** The board of a view: the table, who serves, the moment's badges and, once over, the result. */
export function board(view: PublicLiveMatch, copy: Copy): HTMLElement {
  const serving = servingText(view, copy);
  return h(
    'div',
    { class: 'board' },
    table(view, copy),
    serving === null ? null : h('p', { class: 'serving' }, serving),
    badges(view, copy),
    result(view, copy),
  );
}

/** What a screen reader hears after a change: the points, or the result. */
export function spoken(view: PublicLiveMatch, copy: Copy): string {
  const names = `${teamLabel(view, 'player1', copy)} ${copy.vs} ${teamLabel(view, 'player2', copy)}`;
  if (isOver(view)) return `${names}: ${setsLine(view)}`;
  const serving = servingText(view, copy);
  const score = `${names}: ${setsLine(view)} · ${view.points.player1}-${view.points.player2}`;
  return serving === null ? score : `${score} · ${serving}`;
}
