import {
  DEFAULT_TEAM_NAMES,
  foldMatchLog,
  foldUndoTarget,
  type MatchLogEntry,
  type MatchRules,
  toEventId,
} from '@marcador/domain';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace, translationFor } from '../../lib/i18n';
import type { CommandContext } from './commands';
import { finalResult } from './final-result';
import { LandscapeBoard } from './landscape-board';
import { MatchControls } from './match-controls';
import { createScoreFeed, type ScoreFeed } from './score-feed';
import { Scoreboard, type TeamView } from './scoreboard';
import { FinishedBanner, RaceStatusCard } from './side-cards';
import { announcementText } from './voice-commands';

/*
 * The live board with a points race's rules (decision 043), rendered as the page renders it from the
 * score feed: the race's points, the points left, no games, sets or tie-break, undo, the end at the
 * total, and a level end as a draw.
 */

const race = (totalPoints: number): MatchRules => ({
  sport: 'padel',
  deuce: 'golden',
  finalSet: 'full',
  race: { totalPoints },
});
const names = { player1: 'Nosotros', player2: 'Oponentes' };
const teams: Record<'player1' | 'player2', TeamView> = {
  player1: { name: names.player1, color: 'green' },
  player2: { name: names.player2, color: 'blue' },
};

/** A device's log: '1' and '2' are points to each side, 'u' undoes the last entry not yet undone. */
function logOf(pattern: string): MatchLogEntry[] {
  const entries: MatchLogEntry[] = [];
  const undone = new Set<string>();
  for (const char of pattern) {
    const meta = { id: toEventId(`e${entries.length + 1}`), at: entries.length * 1000, seq: entries.length + 1 };
    if (char === 'u') {
      const target = entries.findLast((entry) => entry.type === 'point_won' && !undone.has(entry.id));
      if (!target) throw new Error('nothing to undo');
      undone.add(target.id);
      entries.push({ ...meta, type: 'undo', target: target.id });
    } else {
      entries.push({ ...meta, type: 'point_won', side: char === '1' ? 'player1' : 'player2' });
    }
  }
  return entries;
}

/** The score feed the board reads, after replaying `pattern` with `rules`. */
function feedOf(rules: MatchRules, pattern: string): ScoreFeed {
  const entries = logOf(pattern);
  const fold = foldMatchLog(rules, entries);
  return createScoreFeed({
    state: fold.state,
    entryCount: entries.length,
    lastEntryType: entries.at(-1)?.type,
    canUndo: foldUndoTarget(fold) !== null,
  });
}

const html = (element: ReactElement) => renderToString(element).replaceAll('<!-- -->', '');
const board = (feed: ScoreFeed) =>
  html(<Scoreboard score={feed} teams={teams} names={names} onSwap={() => {}} swapDisabled={false} />);
/** The number each side's big points show. */
const shownPoints = (markup: string) =>
  (['player1', 'player2'] as const).map(
    (side) => markup.match(new RegExp(`data-testid="points-${side}"[^>]*><span[^>]*>([^<]*)</span>`))?.[1],
  );
const banner = (markup: string) => markup.match(/data-testid="race-points-left"[^>]*>([^<]*)</)?.[1];

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('match');
});
afterAll(() => changeLanguage('es'));

describe('the scoreboard in a points race', () => {
  it('shows both teams’ race points and the points left, with no games, sets or tie-break', () => {
    const markup = board(feedOf(race(21), '1211211'));
    expect(shownPoints(markup)).toEqual(['5', '2']);
    expect(banner(markup)).toBe('Quedan 14 puntos');
    for (const absent of ['games-player1', 'sets-player2', 'set-banner', 'set-scores', 'Juegos', 'Tie-break']) {
      expect(markup).not.toContain(absent);
    }
  });

  it('takes a point back on undo, the points left with it', () => {
    const markup = board(feedOf(race(21), '1211211u'));
    expect(shownPoints(markup)).toEqual(['4', '2']);
    expect(banner(markup)).toBe('Quedan 15 puntos');
    expect(banner(board(feedOf(race(4), '122')))).toBe('Queda 1 punto');
  });

  it('ends when the points add up to the total: the final score stays, the winner and "21 puntos: 12-9"', () => {
    const feed = feedOf(race(21), `${'12'.repeat(9)}111`);
    const markup = board(feed);
    expect(shownPoints(markup)).toEqual(['12', '9']);
    expect(banner(markup)).toBe('Partido terminado');
    const { state } = feed.current();
    expect(state.score.isGameOver).toBe(true);
    const { t } = translationFor(['match'], 'default');
    const result = finalResult(state, names, t);
    expect(result).toEqual({ title: 'Gana Nosotros', detail: '21 puntos: 12-9' });
    const finished = html(
      <FinishedBanner
        final={state}
        names={names}
        onSummary={() => {}}
        onNewMatch={() => {}}
        newMatchLabel={t('finished.newMatch')}
      />,
    );
    expect(finished).toContain('Gana Nosotros');
    expect(finished).toContain('21 puntos: 12-9');
    expect(announcementText(state, 'point_won', 'es', DEFAULT_TEAM_NAMES.es)).toBe(
      'Partido para Nosotros. Doce a nueve',
    );
  });

  it('ends a level race as a draw ("Empate", "24 puntos: 12-12")', () => {
    const feed = feedOf(race(24), '12'.repeat(12));
    const { state } = feed.current();
    expect(state.score).toMatchObject({ isGameOver: true, winner: null });
    expect(shownPoints(board(feed))).toEqual(['12', '12']);
    const { t } = translationFor(['match'], 'default');
    expect(finalResult(state, names, t)).toEqual({ title: 'Empate', detail: '24 puntos: 12-12' });
  });

  it('says the points left in English', async () => {
    await changeLanguage('en');
    await loadNamespace('match');
    expect(banner(board(feedOf(race(21), '121212121212')))).toBe('9 points left');
    await changeLanguage('es');
  });
});

describe('the rest of the board in a points race', () => {
  const context = (over: boolean): CommandContext => ({
    over,
    canUndo: true,
    padel: true,
    race: true,
    actions: {
      point: () => {},
      undo: () => {},
      nextSet: () => {},
      swapCourt: () => {},
      toggleGoldenPoint: () => {},
      restart: () => {},
      endMatch: () => {},
    },
  });

  it('keeps undo, swap, restart and end, and has no next set nor golden point', () => {
    const vibration = { on: true, set: () => {} };
    const markup = html(
      <MatchControls context={context(false)} goldenPoint onCorrectServe={() => {}} vibration={vibration} />,
    );
    for (const command of ['undo', 'swapCourt', 'restart', 'endMatch'])
      expect(markup).toContain(`data-command="${command}"`);
    expect(markup).not.toContain('data-command="nextSet"');
    expect(markup).not.toContain('data-command="toggleGoldenPoint"');
  });

  it('shows the race points alone on the landscape board', () => {
    const markup = html(
      <LandscapeBoard
        open
        score={feedOf(race(21), '112')}
        teams={teams}
        names={names}
        context={context(false)}
        left="player1"
      />,
    );
    expect(shownPoints(markup)).toEqual(['2', '1']);
    expect(banner(markup)).toBe('Quedan 18 puntos');
    expect(markup).not.toContain(' · ');
  });

  it('lists the points, the points to play and the state on the status card', () => {
    const markup = html(<RaceStatusCard score={feedOf(race(21), `${'12'.repeat(9)}111`)} names={names} />);
    expect(markup).toMatch(/Puntos<\/dt><dd[^>]*>12 - 9</);
    expect(markup).toMatch(/Por jugar<\/dt><dd[^>]*>0</);
    expect(markup).toMatch(/Estado<\/dt><dd[^>]*>Terminado</);
  });
});
