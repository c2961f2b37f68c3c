import { describe, expect, it } from 'vitest';
import {
  courtsInUse,
  TournamentInputError,
  tournamentPlayerName,
  validateTournamentCourts,
  validateTournamentPlayers,
} from './validate-players';

describe('validateTournamentPlayers', () => {
  it.each([
    { players: [], code: 'too_few_players', message: /at least 4 players; got 0/ },
    { players: ['Ana', 'Bea', 'Cris'], code: 'too_few_players', message: /at least 4 players; got 3/ },
    { players: ['Ana', 'Bea', '', 'Dani'], code: 'invalid_player_name', message: /Player 3 has an empty name/ },
    { players: ['Ana', 'Bea', '   ', 'Dani'], code: 'invalid_player_name', message: /Player 3 has an empty name/ },
    { players: ['Ana', 'Bea', 'Cris', 'Ana'], code: 'duplicate_player', message: /"Ana" is already in the tournament/ },
    { players: ['Ana', 'Bea', 'Cris', ' ana '], code: 'duplicate_player', message: /" ana " is already .* as "Ana"/ },
    { players: ['Ana', 'Bea', 'BEA', 'Dani'], code: 'duplicate_player', message: /ignoring case/ },
  ])('rejects $players with $code', ({ players, code, message }) => {
    let thrown: unknown;
    try {
      validateTournamentPlayers(players);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TournamentInputError);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as TournamentInputError).code).toBe(code);
    expect((thrown as Error).message).toMatch(message);
  });

  it('rejects a name that is not a string', () => {
    expect(() => validateTournamentPlayers(['Ana', 'Bea', 'Cris', 7 as unknown as string])).toThrow(
      /Player 4 has an empty name/,
    );
  });

  it('accepts four or more distinct names, accents and spaces inside included', () => {
    expect(() => validateTournamentPlayers(['Ana', 'Bea', 'Cris', 'Dani'])).not.toThrow();
    expect(() => validateTournamentPlayers(['José Luis', 'Jose', 'Ñoño', 'Ana María', 'ana'])).not.toThrow();
  });
});

describe('validateTournamentCourts', () => {
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number])('rejects %s', (courts) => {
    expect(() => validateTournamentCourts(courts)).toThrow(/Courts must be a whole number of at least 1/);
  });

  it.each([1, 2, 8, 20])('accepts %s', (courts) => {
    expect(() => validateTournamentCourts(courts)).not.toThrow();
  });
});

describe('courtsInUse', () => {
  it.each([
    [4, 1, 1],
    [4, 3, 1],
    [7, 2, 1],
    [8, 1, 1],
    [8, 2, 2],
    [10, 3, 2],
    [24, 6, 6],
    [24, 8, 6],
    [32, 8, 8],
  ])('%i players on %i courts use %i', (players, courts, used) => {
    expect(courtsInUse(players, courts)).toBe(used);
  });
});

describe('tournamentPlayerName', () => {
  it.each([
    ['  Ana   López ', 'Ana López'],
    ['a'.repeat(60), 'a'.repeat(60)],
    ['a'.repeat(61), `${'a'.repeat(59)}…`],
    [`${'a'.repeat(58)} bcd`, `${'a'.repeat(58)}…`],
    ['😀'.repeat(70), `${'😀'.repeat(59)}…`],
  ])('names %j %j', (fullName, name) => {
    expect(tournamentPlayerName(fullName)).toBe(name);
    expect(Array.from(tournamentPlayerName(fullName)).length).toBeLessThanOrEqual(60);
  });
});
