import { describe, expect, it } from 'vitest';
import { announce, announceScore } from './announcements';
import { replay } from './apply-event';
import type { MatchRules } from './rules';
import type { LogBuilder } from './test-support';
import { log } from './test-support';

const ES = { player1: 'Nosotros', player2: 'Oponentes' };
const EN = { player1: 'Us', player2: 'Them' };
const SUPER: Partial<MatchRules> = { finalSet: 'superTiebreak' };
const DEUCE = '111222';
const SIX_ALL = '121212121212';

interface Row {
  name: string;
  rules?: Partial<MatchRules>;
  events: LogBuilder;
  es: string;
  en: string;
}

const rows: Row[] = [
  { name: '15-0', events: log().points('1'), es: 'Quince nada', en: 'Fifteen love' },
  { name: '0-15 (player1 called first)', events: log().points('2'), es: 'Nada quince', en: 'Love fifteen' },
  { name: '40-30', events: log().points('11122'), es: 'Cuarenta treinta', en: 'Forty thirty' },
  { name: '15-15', events: log().points('12'), es: 'Quince iguales', en: 'Fifteen all' },
  { name: '30-30', events: log().points('1122'), es: 'Treinta iguales', en: 'Thirty all' },
  { name: 'deuce', events: log().points(DEUCE), es: 'Iguales', en: 'Deuce' },
  { name: 'advantage', events: log().points(`${DEUCE}2`), es: 'Ventaja Oponentes', en: 'Advantage Them' },
  {
    name: 'golden point',
    rules: { deuce: 'golden' },
    events: log().points(DEUCE),
    es: 'Punto de oro',
    en: 'Golden point',
  },
  {
    name: 'star point rules, second deuce',
    rules: { deuce: 'star' },
    events: log().points(`${DEUCE}12`),
    es: 'Iguales, dos de tres',
    en: 'Deuce, two of three',
  },
  {
    name: 'star point at the third deuce',
    rules: { deuce: 'star' },
    events: log().points(`${DEUCE}1212`),
    es: 'Punto estrella',
    en: 'Star point',
  },
  {
    name: 'first game, with the change of ends',
    events: log().points('1111'),
    es: 'Juego Nosotros. Un juego a cero. Cambio de lado',
    en: 'Game Us. One game to love. Change ends',
  },
  {
    name: 'game won by the side behind',
    events: log().games('111').points('2222'),
    es: 'Juego Oponentes. Tres juegos a uno para Nosotros',
    en: 'Game Them. Three games to one, Us',
  },
  {
    name: 'game to six all starts the tie-break',
    events: log().games('12121212121').points('2222'),
    es: 'Juego Oponentes. Seis juegos iguales. Tie-break',
    en: 'Game Them. Six games all. Tie-break',
  },
  { name: 'tie-break point', events: log().games(SIX_ALL).points('112'), es: 'Dos uno Nosotros', en: 'Two one, Us' },
  {
    name: 'tie-break after 6 points',
    events: log().games(SIX_ALL).points('112122'),
    es: 'Tres iguales. Cambio de lado',
    en: 'Three all. Change ends',
  },
  {
    name: 'set',
    events: log().games('12121211').points('1111'),
    es: 'Juego y set Nosotros, seis tres. Un set a cero. Cambio de lado',
    en: 'Game and set Us, six three. One set to love. Change ends',
  },
  {
    name: 'set by tie-break',
    events: log().games(SIX_ALL).points('2222222'),
    es: 'Juego y set Oponentes, siete seis. Un set a cero. Cambio de lado',
    en: 'Game and set Them, seven six. One set to love. Change ends',
  },
  {
    name: 'one set all before a match tie-break',
    rules: SUPER,
    events: log().games('11111122222').points('2222'),
    es: 'Juego y set Oponentes, seis cero. Un set iguales. Súper tie-break',
    en: 'Game and set Them, six love. One set all. Super tie-break',
  },
  {
    name: 'match',
    events: log().games('1111112222221212121211'),
    es: 'Juego, set y partido Nosotros. Seis cero, cero seis, seis cuatro',
    en: 'Game, set and match Us. Six love, love six, six four',
  },
  {
    name: 'match won in the match tie-break',
    rules: SUPER,
    events: log().games('111111222222').points('2222222222'),
    es: 'Juego, set y partido Oponentes. Cero seis, seis cero, súper tie-break',
    en: 'Game, set and match Them. Love six, six love, super tie-break',
  },
  {
    name: 'next set',
    events: log().games('111111').games('12').nextSet(),
    es: 'Tercer set: cero a cero',
    en: 'Third set: love all',
  },
  { name: 'court swap', events: log().swap(), es: 'Cambio de lado', en: 'Change ends' },
  {
    name: 'rules change',
    events: log().rules({ deuce: 'star', finalSet: 'superTiebreak' }),
    es: 'Reglas: punto estrella, súper tie-break en vez de tercer set',
    en: 'Rules: star point, super tie-break instead of a third set',
  },
];

describe('announce', () => {
  it.each(rows)('$name', ({ rules = {}, events, es, en }) => {
    const state = replay(rules, events.events);
    expect(announce(state, 'es', ES)).toBe(es);
    expect(announce(state, 'en', EN)).toBe(en);
  });

  it('uses the team names it is given', () => {
    const state = replay({}, log().points(`${DEUCE}1`).events);
    expect(announce(state, 'es', { player1: 'Ana y Luis', player2: 'Rivales' })).toBe('Ventaja Ana y Luis');
  });

  it('falls back to the default names when a name is blank', () => {
    const state = replay({}, log().points(`${DEUCE}2`).events);
    expect(announce(state, 'es', { player1: 'Ana', player2: '  ' })).toBe('Ventaja Oponentes');
    expect(announce(state, 'en', { player1: 'Ana', player2: '' })).toBe('Advantage Them');
  });

  it('says long tie-break scores in words', () => {
    const state = replay(
      {},
      log()
        .games(SIX_ALL)
        .points(`${'12'.repeat(20)}1`).events,
    );
    expect(announce(state, 'es', ES)).toBe('Veintiuno veinte Nosotros. Punto de set');
    expect(announce(state, 'en', EN)).toBe('Twenty-one twenty, Us. Set point');
  });

  it('gives the full score before any event', () => {
    expect(announce(replay({}, []), 'es', ES)).toBe('Primer set: cero a cero. Cero iguales');
  });
});

describe('announceScore', () => {
  it.each([
    {
      name: 'start of the match',
      events: log(),
      es: 'Primer set: cero a cero. Cero iguales',
      en: 'First set: love all. Love all',
    },
    {
      name: 'sets, games and points',
      events: log().games('111111').games('12222').points('1'),
      es: 'Un set a cero para Nosotros. Segundo set: cuatro juegos a uno para Oponentes. Quince nada',
      en: 'One set to love, Us. Second set: four games to one, Them. Fifteen love',
    },
    {
      name: 'a tie-break in play',
      events: log().games(SIX_ALL).points('221'),
      es: 'Primer set: seis juegos iguales. Tie-break: dos uno Oponentes',
      en: 'First set: six games all. Tie-break: two one, Them',
    },
    {
      name: 'the match tie-break in play',
      rules: SUPER,
      events: log().games('111111222222').points('1212'),
      es: 'Un set iguales. Tercer set: súper tie-break. Dos iguales',
      en: 'One set all. Third set: super tie-break. Two all',
    },
    {
      name: 'a finished match',
      events: log().games('222222111111222222'),
      es: 'Partido para Oponentes. Dos sets a uno: seis cero, cero seis, seis cero',
      en: 'Match to Them. Two sets to one: six love, love six, six love',
    },
  ] as Array<Row>)('$name', ({ rules = {}, events, es, en }) => {
    const state = replay(rules, events.events);
    expect(announceScore(state, 'es', ES)).toBe(es);
    expect(announceScore(state, 'en', EN)).toBe(en);
  });
});
