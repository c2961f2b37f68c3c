import type { MatchState } from './apply-event';
import type { MomentKind } from './moments';
import { pointMoment, starDeuce } from './moments';
import { racePoints } from './points-race';
import type { MatchRules } from './rules';
import { matchTiebreakPoints } from './rules';
import type { ScoreState, SetScore, Side, SidePair } from './score-state';
import { decidingPoint, isSuperTiebreak, STAR_POINT_DEUCE } from './score-state';
import { serverChanged, serverOf } from './server-name';

/** Language of the spoken score. */
export type AnnouncementLanguage = 'es' | 'en';

/**
 * Names the umpire uses for each side, and optionally each side's players in their order (two names in
 * doubles), which name the server.
 */
export interface TeamNames {
  readonly player1: string;
  readonly player2: string;
  readonly players?: Readonly<Record<Side, readonly string[]>>;
}

/** Names used when a team has none (the spec's 'Nosotros' and 'Oponentes'). */
export const DEFAULT_TEAM_NAMES: Readonly<Record<AnnouncementLanguage, TeamNames>> = {
  es: { player1: 'Nosotros', player2: 'Oponentes' },
  en: { player1: 'Us', player2: 'Them' },
};

type Noun = 'set' | 'game';

/** Everything that differs between languages; the structure of each call is shared. */
interface Phrasebook {
  number(n: number): string;
  /** A count with its noun: 'un set', 'tres juegos' / 'one set', 'three games'. */
  count(n: number, noun: Noun): string;
  /** A number inside a game or set score: zero is 'cero' / 'love'. */
  low(n: number): string;
  /** 0, 15, 30, 40 as called in a game. */
  gamePoints: readonly [string, string, string, string];
  all(what: string): string;
  zeroAll: string;
  /** Both sides still on zero points in the game. */
  loveAll: string;
  lead(high: string, low: string, team: string): string;
  score(high: string, low: string): string;
  tiebreakLead(high: string, low: string, team: string): string;
  deuce: string;
  /** A deuce under the star point before the third: 'iguales, dos de tres'. */
  starDeuce(n: number, of: number): string;
  golden: string;
  star: string;
  moment: Readonly<Record<MomentKind, string>>;
  serves(name: string): string;
  noServer: string;
  advantage(team: string): string;
  game(team: string): string;
  gameAndSet(team: string, setScore: string): string;
  gameSetMatch(team: string): string;
  matchTo(team: string): string;
  ordinalSet(n: number): string;
  tiebreak: string;
  superTiebreak: string;
  changeEnds: string;
  /** A points race that ended level. */
  draw: string;
  rules(rules: MatchRules): string;
}

/** The deciding set's ordinal as the rules phrase says it (the third set of a best of three). */
function decidingSet(rules: MatchRules): number {
  return rules.bestOf ?? 3;
}

const ES_UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ES_ORDINALS = ['', 'primer', 'segundo', 'tercer', 'cuarto', 'quinto'];
const EN_ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

// 'tercer set', 'third set'; past the fifth, 'set seis', 'set six'.
const SPANISH_ORDINAL_SET = (n: number): string =>
  ES_ORDINALS[n] ? `${ES_ORDINALS[n]} set` : `set ${spanishNumber(n)}`;
const ENGLISH_ORDINAL_SET = (n: number): string =>
  EN_ORDINALS[n] ? `${EN_ORDINALS[n]} set` : `set ${englishNumber(n)}`;

// Long tie-breaks can reach the twenties or beyond; past 99 the digits are read as they are.
function spanishNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return String(n);
  if (n < ES_UNITS.length) return ES_UNITS[n] ?? String(n);
  const unit = n % 10;
  const tens = ES_TENS[Math.floor(n / 10)] ?? String(n);
  return unit === 0 ? tens : `${tens} y ${ES_UNITS[unit] ?? unit}`;
}

function englishNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return String(n);
  if (n < EN_UNITS.length) return EN_UNITS[n] ?? String(n);
  const unit = n % 10;
  const tens = EN_TENS[Math.floor(n / 10)] ?? String(n);
  return unit === 0 ? tens : `${tens}-${EN_UNITS[unit] ?? unit}`;
}

const SPANISH: Phrasebook = {
  number: spanishNumber,
  // 'uno' drops its vowel before a masculine noun: 'un set', 'un juego'.
  count: (n, noun) =>
    n === 1 ? `un ${noun === 'set' ? 'set' : 'juego'}` : `${spanishNumber(n)} ${noun === 'set' ? 'sets' : 'juegos'}`,
  low: spanishNumber,
  gamePoints: ['nada', 'quince', 'treinta', 'cuarenta'],
  all: (what) => `${what} iguales`,
  zeroAll: 'cero a cero',
  loveAll: 'cero iguales',
  lead: (high, low, team) => `${high} a ${low} para ${team}`,
  score: (high, low) => `${high} a ${low}`,
  tiebreakLead: (high, low, team) => `${high} ${low} ${team}`,
  deuce: 'iguales',
  starDeuce: (n, of) => `iguales, ${spanishNumber(n)} de ${spanishNumber(of)}`,
  golden: 'punto de oro',
  star: 'punto estrella',
  moment: { break: 'bola de break', set: 'punto de set', match: 'punto de partido' },
  serves: (name) => `saca ${name}`,
  noServer: 'no se eligió quién saca',
  advantage: (team) => `ventaja ${team}`,
  game: (team) => `juego ${team}`,
  gameAndSet: (team, setScore) => `juego y set ${team}, ${setScore}`,
  gameSetMatch: (team) => `juego, set y partido ${team}`,
  matchTo: (team) => `partido para ${team}`,
  ordinalSet: SPANISH_ORDINAL_SET,
  tiebreak: 'tie-break',
  superTiebreak: 'súper tie-break',
  changeEnds: 'cambio de lado',
  draw: 'empate',
  rules: (rules) =>
    `reglas: ${rules.deuce === 'golden' ? 'punto de oro' : rules.deuce === 'star' ? 'punto estrella' : 'con ventaja'}, ${
      matchTiebreakPoints(rules) !== null
        ? `súper tie-break en vez de ${SPANISH_ORDINAL_SET(decidingSet(rules))}`
        : `${SPANISH_ORDINAL_SET(decidingSet(rules))} completo`
    }`,
};

const ENGLISH: Phrasebook = {
  number: englishNumber,
  count: (n, noun) => `${englishNumber(n)} ${noun}${n === 1 ? '' : 's'}`,
  low: (n) => (n === 0 ? 'love' : englishNumber(n)),
  gamePoints: ['love', 'fifteen', 'thirty', 'forty'],
  all: (what) => `${what} all`,
  zeroAll: 'love all',
  loveAll: 'love all',
  lead: (high, low, team) => `${high} to ${low}, ${team}`,
  score: (high, low) => `${high} to ${low}`,
  tiebreakLead: (high, low, team) => `${high} ${low}, ${team}`,
  deuce: 'deuce',
  starDeuce: (n, of) => `deuce, ${englishNumber(n)} of ${englishNumber(of)}`,
  golden: 'golden point',
  star: 'star point',
  moment: { break: 'break point', set: 'set point', match: 'match point' },
  serves: (name) => `${name} to serve`,
  noServer: 'no server was chosen',
  advantage: (team) => `advantage ${team}`,
  game: (team) => `game ${team}`,
  gameAndSet: (team, setScore) => `game and set ${team}, ${setScore}`,
  gameSetMatch: (team) => `game, set and match ${team}`,
  matchTo: (team) => `match to ${team}`,
  ordinalSet: ENGLISH_ORDINAL_SET,
  tiebreak: 'tie-break',
  superTiebreak: 'super tie-break',
  changeEnds: 'change ends',
  draw: 'draw',
  rules: (rules) =>
    `rules: ${rules.deuce === 'golden' ? 'golden point' : rules.deuce === 'star' ? 'star point' : 'advantage'}, ${
      matchTiebreakPoints(rules) !== null
        ? `super tie-break instead of a ${ENGLISH_ORDINAL_SET(decidingSet(rules))}`
        : `full ${ENGLISH_ORDINAL_SET(decidingSet(rules))}`
    }`,
};

const BOOKS: Readonly<Record<AnnouncementLanguage, Phrasebook>> = { es: SPANISH, en: ENGLISH };

function names(language: AnnouncementLanguage, teams: TeamNames): TeamNames {
  const fallback = DEFAULT_TEAM_NAMES[language];
  const named: TeamNames = {
    player1: teams.player1.trim() || fallback.player1,
    player2: teams.player2.trim() || fallback.player2,
  };
  return teams.players ? { ...named, players: teams.players } : named;
}

function sentences(parts: readonly string[]): string {
  return parts
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('. ');
}

function leaderOf(pair: SidePair): Side {
  return pair.player1 >= pair.player2 ? 'player1' : 'player2';
}

/**
 * Sets or games of both sides as an umpire sums them up: 'tres juegos a dos para Nosotros'. The leader is
 * not named again when the call has just named them ('juego Nosotros. Tres juegos a dos').
 */
function tally(pair: SidePair, noun: Noun, book: Phrasebook, teams: TeamNames, justNamed: Side | null = null): string {
  const { player1: a, player2: b } = pair;
  if (a === b) return a === 0 ? book.zeroAll : book.all(book.count(a, noun));
  const high = book.count(Math.max(a, b), noun);
  const low = book.low(Math.min(a, b));
  const leader = leaderOf(pair);
  return leader === justNamed ? book.score(high, low) : book.lead(high, low, teams[leader]);
}

function tiebreakCall(score: ScoreState, book: Phrasebook, teams: TeamNames): string {
  const { player1: a, player2: b } = score.tiebreakPoints;
  if (a === b) return book.all(book.number(a));
  const leader = leaderOf(score.tiebreakPoints);
  return book.tiebreakLead(book.number(Math.max(a, b)), book.number(Math.min(a, b)), teams[leader]);
}

function gamePoint(book: Phrasebook, points: number): string {
  return book.gamePoints[Math.min(Math.max(points, 0), 3)] ?? book.gamePoints[0];
}

/**
 * The points of the game in play as the umpire calls them, player1's score first (the domain does not
 * track the server, so the user's own team leads the call): 'quince nada', 'treinta iguales', 'iguales',
 * 'ventaja Oponentes', 'punto de oro', 'punto estrella'; in a tie-break 'tres dos Nosotros'.
 */
function pointCall(score: ScoreState, rules: MatchRules, book: Phrasebook, teams: TeamNames): string {
  if (score.isTiebreak) return tiebreakCall(score, book, teams);
  const a = score.player1.points;
  const b = score.player2.points;
  if (a >= 3 && b >= 3) {
    if (a !== b) return book.advantage(teams[a > b ? 'player1' : 'player2']);
    const deciding = decidingPoint(score, rules);
    if (deciding !== null) return deciding === 'golden' ? book.golden : book.star;
    const star = starDeuce(score, rules);
    return star ? book.starDeuce(star.deuce, STAR_POINT_DEUCE) : book.deuce;
  }
  if (a === b) return a === 0 ? book.loveAll : book.all(gamePoint(book, a));
  return `${gamePoint(book, a)} ${gamePoint(book, b)}`;
}

/** A finished set from `side`'s point of view: 'seis cuatro', 'tres seis'; the match tie-break is named, not counted. */
function setCall(set: SetScore, side: Side, book: Phrasebook): string {
  const mine = set[side];
  const theirs = set[side === 'player1' ? 'player2' : 'player1'];
  if (mine === 1 && theirs === 0) return book.superTiebreak;
  return `${book.low(mine)} ${book.low(theirs)}`;
}

function setList(score: ScoreState, winner: Side, book: Phrasebook): string {
  return score.setScores.map((set) => setCall(set, winner, book)).join(', ');
}

function setsPair(score: ScoreState): SidePair {
  return { player1: score.player1.sets, player2: score.player2.sets };
}

function gamesPair(score: ScoreState): SidePair {
  return { player1: score.player1.games, player2: score.player2.games };
}

function setInPlay(score: ScoreState, book: Phrasebook, teams: TeamNames): string {
  const label = book.ordinalSet(score.currentSet);
  if (isSuperTiebreak(score)) return `${label}: ${book.superTiebreak}`;
  return `${label}: ${tally(gamesPair(score), 'game', book, teams)}`;
}

/**
 * A points race as the umpire calls it, every point in plain numbers (player1 first when level):
 * 'doce a nueve para Nosotros', 'nueve iguales', 'cero a cero'; once over 'partido para Nosotros,
 * trece a once', or 'empate, doce iguales' when it ended level.
 */
function raceCall(score: ScoreState, book: Phrasebook, teams: TeamNames): string[] {
  const pair = racePoints(score);
  const high = book.number(Math.max(pair.player1, pair.player2));
  const low = book.number(Math.min(pair.player1, pair.player2));
  if (score.isGameOver) {
    if (score.winner === null) return [book.draw, book.all(high)];
    return [book.matchTo(teams[score.winner]), book.score(high, low)];
  }
  if (pair.player1 === pair.player2) return [pair.player1 === 0 ? book.zeroAll : book.all(high)];
  return [book.lead(high, low, teams[leaderOf(pair)])];
}

/**
 * The full score for the 'score' command: sets, the set in play with its games, then the points (or the
 * tie-break). Once the match is over: who won and every set, from the winner's side.
 * Example: 'Un set a cero para Nosotros. Segundo set: tres juegos a dos para Oponentes. Quince nada'.
 */
export function announceScore(state: MatchState, language: AnnouncementLanguage, teams: TeamNames): string {
  const book = BOOKS[language];
  const team = names(language, teams);
  const { score } = state;
  if (state.rules.race !== undefined) return sentences(raceCall(score, book, team));
  if (score.isGameOver && score.winner !== null) {
    const winner = score.winner;
    const sets = setsPair(score);
    const loser = winner === 'player1' ? 'player2' : 'player1';
    const total = book.score(book.count(sets[winner], 'set'), book.low(sets[loser]));
    return sentences([book.matchTo(team[winner]), `${total}: ${setList(score, winner, book)}`]);
  }
  const parts: string[] = [];
  if (score.player1.sets + score.player2.sets > 0) parts.push(tally(setsPair(score), 'set', book, team));
  parts.push(setInPlay(score, book, team));
  if (score.isTiebreak && !isSuperTiebreak(score)) parts.push(`${book.tiebreak}: ${tiebreakCall(score, book, team)}`);
  else parts.push(pointCall(score, state.rules, book, team));
  return sentences(parts);
}

/**
 * What the umpire says after the last event of `state`: the point call, 'juego Nosotros' with the games,
 * 'juego y set ...' with the sets, 'juego, set y partido ...' with every set, the new set, the new rules.
 * Adds 'cambio de lado' when the players must change ends. Before any event it gives the full score.
 * A points race is called as the score after each point (see `raceCall`).
 */
export function announce(state: MatchState, language: AnnouncementLanguage, teams: TeamNames): string {
  const book = BOOKS[language];
  const team = names(language, teams);
  const { score } = state;
  const scorer = state.lastScorer;
  // A race has points and its end only: after a court swap the call is the swap, otherwise the score.
  if (state.rules.race !== undefined) {
    return state.last === 'swap_court' ? sentences([book.changeEnds]) : sentences(raceCall(score, book, team));
  }
  const parts: string[] = [];
  switch (state.last) {
    case 'point':
      parts.push(pointCall(score, state.rules, book, team));
      break;
    case 'game':
      if (scorer !== null) parts.push(book.game(team[scorer]));
      parts.push(tally(gamesPair(score), 'game', book, team, scorer));
      if (score.isTiebreak) parts.push(book.tiebreak);
      break;
    case 'set': {
      const set = score.setScores[score.setScores.length - 1];
      if (scorer !== null && set !== undefined) parts.push(book.gameAndSet(team[scorer], setCall(set, scorer, book)));
      parts.push(tally(setsPair(score), 'set', book, team, scorer));
      if (isSuperTiebreak(score)) parts.push(book.superTiebreak);
      break;
    }
    case 'match':
      if (scorer !== null) parts.push(book.gameSetMatch(team[scorer]), setList(score, scorer, book));
      break;
    case 'next_set':
      parts.push(setInPlay(score, book, team));
      break;
    case 'swap_court':
      parts.push(book.changeEnds);
      break;
    case 'rules_changed':
      parts.push(book.rules(state.rules));
      break;
    case 'serve_order':
      break;
    default:
      return announceScore(state, language, teams);
  }
  const moment = state.last === 'point' ? pointMoment(state) : null;
  if (moment !== null) parts.push(book.moment[moment.kind]);
  if (state.changeOfEnds !== null) parts.push(book.changeEnds);
  const server = serverChanged(state) ? serverOf(state, team) : null;
  if (server !== null) parts.push(book.serves(server.name));
  return sentences(parts);
}

/** The answer to "who serves?": 'Saca Ana', or that no server was chosen (or the match is over). */
export function announceServer(state: MatchState, language: AnnouncementLanguage, teams: TeamNames): string {
  const book = BOOKS[language];
  const server = serverOf(state, names(language, teams));
  return sentences([server === null ? book.noServer : book.serves(server.name)]);
}
