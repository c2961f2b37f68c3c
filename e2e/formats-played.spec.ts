import {
  type MatchEvent,
  type MatchRules,
  type MatchState,
  parseMatchUpFormat,
  pointWon,
  replay,
  serveOrder,
  serverOf,
  type TeamNames,
  toEventId,
} from '@marcador/domain';
import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectNoSideScrollAndShoot, PHONE_360 } from './support/fit';
import { currentMatchId, expectScore, setUpAndStart } from './support/live-match';
import { expect as baseExpect, test } from './support/test';

/**
 * Formats played to the end on a 360 px phone (Spanish): padel with the star point and a super
 * tie-break, a Fast4 short-set match, and a best of five. After every point the board's "Saca:" is
 * checked against the domain replaying the same points under the rules the app's own parser gives
 * the TODS code, so the spec and the app play by one rulebook; the end shows the result, the summary
 * its sets and the format's name.
 */

// The set-up's chunk, the lazy dialogs and the summary's request are slow on the shared two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The rules a TODS code gives, by the same parser the set-up uses. */
function rulesOf(code: string): MatchRules {
  const parsed = parseMatchUpFormat(code, 'padel');
  if (!parsed.ok) throw new Error(`${code}: ${parsed.error}`);
  return parsed.rules;
}

/**
 * A match played on the board and, point for point, in the domain: the start card's default serve
 * (team 1, each team's first player) and the points tapped. A set-start question about the doubles
 * order is answered by keeping it, which records nothing, so the domain's log stays the app's.
 */
class PlayedMatch {
  private readonly events: MatchEvent[] = [serveOrder('player1', 0, 0, toEventId('serve'), 0)];
  state: MatchState;

  private constructor(
    private readonly page: Page,
    private readonly rules: MatchRules,
    private readonly names: TeamNames,
  ) {
    this.state = replay(rules, this.events);
  }

  /** The match the set-up just started, once the rules it saved are exactly `rules`. */
  static async started(page: Page, rules: MatchRules, names: TeamNames): Promise<PlayedMatch> {
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gameConfig') ?? '{}').rules as unknown);
    expect(stored).toEqual(rules);
    return new PlayedMatch(page, rules, names);
  }

  /** Taps the points ('1' team 1, '2' team 2), checking after each who serves the next one. */
  async play(points: string): Promise<void> {
    const server = this.page.getByTestId('server');
    const setQuestion = this.page.getByRole('dialog', { name: '¿Quién saca primero en este set?' });
    for (const side of points) {
      expect(this.state.score.winner, 'a point tapped after the match is over').toBeNull();
      const set = this.state.score.currentSet;
      await this.page
        .locator(`[data-command="${side === '1' ? 'pointUs' : 'pointThem'}"]`)
        .first()
        .click();
      this.events.push(pointWon(side === '1' ? 'player1' : 'player2', toEventId(`p${this.events.length}`), 0));
      this.state = replay(this.rules, this.events);
      // Over: the board names nobody, and the pop-up says who won (the caller checks it).
      if (this.state.score.winner) continue;
      if (this.state.score.currentSet > set) {
        await setQuestion.getByRole('button', { name: 'Cancelar' }).click();
        await expect(setQuestion).toBeHidden();
      }
      await expect(server).toHaveText(`Saca: ${serverOf(this.state, this.names)?.name}`);
    }
  }
}

/** Love games as points: each '1' or '2' is four points in a row for that team. */
const games = (winners: string) => [...winners].map((side) => side.repeat(4)).join('');

/** The pop-up at the end of the match: the winner and the sets, then on to the summary by its button. */
async function toSummary(page: Page, winner: string, sets: string): Promise<void> {
  const id = await currentMatchId(page);
  const popUp = page.getByRole('dialog', { name: `Gana ${winner}` });
  await expect(popUp).toContainText(`Sets: ${sets}`);
  await popUp.getByRole('button', { name: 'Ver resumen' }).click();
  await expect(page).toHaveURL(new RegExp(`/match-summary\\?id=${id}$`));
  await expect(page.getByTestId('summary-result')).toHaveText(`Gana ${winner}`);
  await expect(page.getByTestId('summary-score')).toHaveText(sets);
}

/** A team's row of the summary's sets table: its games per set (a lost tie-break's points raised beside them). */
function setCells(page: Page, team: string) {
  return page.getByTestId('summary-sets').getByRole('row', { name: team }).getByRole('cell');
}

test('pádel con punto estrella y super tie-break: el saque punto a punto, 7-6 en el tie-break, un set perdido y el super tie-break ganado', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'estrella');
  const code = 'SET3-S:6/TB7-F:TB10-G:TN3D';
  await setUpAndStart(page, {
    team1: 'Leones',
    team2: 'Águilas',
    players: { team1: ['Ana', 'Bea'], team2: ['Carla', 'Dani'] },
    code,
  });
  const rules = rulesOf(code);
  const match = await PlayedMatch.started(page, rules, {
    player1: 'Leones',
    player2: 'Águilas',
    players: { player1: ['Ana', 'Bea'], player2: ['Carla', 'Dani'] },
  });
  await expect(page.getByTestId('server')).toHaveText('Saca: Ana');
  // The golden-point switch, on and off again, gives the match its star point back.
  const golden = page.getByRole('switch', { name: 'Punto de oro' });
  await golden.click();
  await expect(golden).toHaveAttribute('aria-checked', 'true');
  await golden.click();
  await expect(golden).toHaveAttribute('aria-checked', 'false');

  // Game 1 (Ana serving) goes to a third deuce: the star point decides it.
  await match.play('121212');
  await expect(page.getByTestId('deuce-cue')).toHaveText('Iguales 1 de 3');
  await match.play('1212');
  await expect(page.getByTestId('deciding-point')).toHaveText('Punto estrella');
  await expectNoSideScrollAndShoot(page, 'formats-played-star-point-360');
  await match.play('1');
  await expectScore(page, { points: ['0', '0'], games: [1, 0] });

  // Game by game to 6-6, then the tie-break to 7-5: 7-6(5).
  await match.play(games('21212121212'));
  await expectScore(page, { games: [6, 6] });
  await expect(page.getByTestId('set-banner')).toHaveText('Tie-break');
  await match.play(`${'12'.repeat(5)}11`);
  await expectScore(page, { games: [0, 0], sets: [1, 0] });
  await expect(page.getByTestId('set-scores')).toContainText('7-6');

  // The second set lost 4-6; the third is the super tie-break, won 10-7.
  await match.play(games('2121212122'));
  await expectScore(page, { sets: [1, 1] });
  await expect(page.getByTestId('set-banner')).toHaveText('Súper tie-break');
  await match.play(`${'12'.repeat(7)}111`);
  expect(match.state.score.winner).toBe('player1');

  await toSummary(page, 'Leones', '7-6(5) 4-6 [10-7]');
  await expect(page.getByTestId('summary-format')).toContainText('Mejor de 3 · punto estrella · super tie-break a 10');
  await expect(page.getByTestId('summary-format')).toContainText(code);
  // Leones 7 4 [10]; Águilas 6 with the tie-break's 5 raised, 6, [7].
  await expect(setCells(page, 'Leones')).toHaveText(['7', '4', '[10]']);
  await expect(setCells(page, 'Águilas')).toHaveText(['65', '6', '[7]']);
  await expectNoSideScrollAndShoot(page, 'formats-played-summary-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSideScrollAndShoot(page, 'formats-played-summary-1280');
});

test('Fast4 (sets a 4, tie-break a 5 con 3 iguales) jugado hasta el final', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'fast4');
  const code = 'SET3-S:4/TB5@3';
  await setUpAndStart(page, { team1: 'Norte', team2: 'Sur', code });
  const rules = rulesOf(code);
  // Players left unnamed: the board names the serving team.
  const match = await PlayedMatch.started(page, rules, {
    player1: 'Norte',
    player2: 'Sur',
    players: { player1: ['', ''], player2: ['', ''] },
  });

  await match.play(games('121212'));
  await expectScore(page, { games: [3, 3], sets: [0, 0] });
  await expect(page.getByTestId('set-banner')).toHaveText('Tie-break');
  await match.play('1212121');
  await expectScore(page, { points: ['4', '3'] });
  await match.play('1');
  await expectScore(page, { games: [0, 0], sets: [1, 0] });
  await expect(page.getByTestId('set-scores')).toContainText('4-3');
  await expect(page.getByTestId('set-banner')).toHaveText('Set 2');

  await match.play(games('121211'));
  expect(match.state.score.winner).toBe('player1');
  await toSummary(page, 'Norte', '4-3(3) 4-2');
  await expect(page.getByTestId('summary-format')).toContainText('Mejor de 3 · sets a 4 · tie-break a 5 con 3 iguales');
  await expect(setCells(page, 'Norte')).toHaveText(['4', '4']);
  await expect(setCells(page, 'Sur')).toHaveText(['33', '2']);
});

test('mejor de cinco: dos sets ganados no acaban el partido, el tercero sí', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'cinco');
  await setUpAndStart(page, { team1: 'Norte', team2: 'Sur', format: 'Mejor de cinco' });
  const rules = rulesOf('SET5-S:6/TB7');
  const match = await PlayedMatch.started(page, rules, {
    player1: 'Norte',
    player2: 'Sur',
    players: { player1: ['', ''], player2: ['', ''] },
  });
  const popUp = page.getByRole('dialog', { name: 'Gana Norte' });

  await match.play(games('111111') + games('111111'));
  await expectScore(page, { points: ['0', '0'], games: [0, 0], sets: [2, 0] });
  await expect(page.getByTestId('set-banner')).toHaveText('Set 3');
  await expect(popUp).toHaveCount(0);
  await match.play(games('222222'));
  await expectScore(page, { sets: [2, 1] });
  await match.play(games('11111'));
  await expect(popUp).toHaveCount(0);
  await match.play(games('1'));
  expect(match.state.score.winner).toBe('player1');

  await toSummary(page, 'Norte', '6-0 6-0 0-6 6-0');
  await expect(page.getByTestId('summary-format')).toContainText('Mejor de 5');
  await expect(setCells(page, 'Norte')).toHaveText(['6', '6', '0', '6']);
});
