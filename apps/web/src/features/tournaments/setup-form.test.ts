import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import {
  EMPTY_DRAFT,
  errorsStillTrue,
  newPlayerError,
  pointsOf,
  type SetupDraft,
  setupErrorOfResponse,
  setupRequest,
} from './setup-form';

const players = (...names: string[]) => names.map((name) => ({ name }));
const FOUR = players('Ana', 'Bea', 'Carla', 'Dani');

describe('newPlayerError', () => {
  it.each([
    ['an empty name', [], '', 'setup.errors.playerNameRequired'],
    ['spaces only', FOUR, '   ', 'setup.errors.playerNameRequired'],
    ['a name already in', FOUR, 'Bea', 'setup.errors.playerDuplicate'],
    ['the same name in other case and spaces', FOUR, '  cARLA ', 'setup.errors.playerDuplicate'],
    ['a new name', FOUR, 'Eva', null],
    ['a first player', [], 'Ana', null],
  ])('%s', (_case, list, name, expected) => {
    expect(newPlayerError(list, name)).toBe(expected);
  });

  it('refuses an account already in under another name, and takes a new account', () => {
    const withAccount = [...FOUR, { name: 'Eva Ruiz', userId: 'u-eva' }];
    expect(newPlayerError(withAccount, 'Eva R.', 'u-eva')).toBe('setup.errors.playerDuplicate');
    expect(newPlayerError(withAccount, 'Fran Gil', 'u-fran')).toBeNull();
  });
});

describe('pointsOf', () => {
  it.each([
    [{ kind: 'preset', value: 24 } as const, 24],
    [{ kind: 'custom', text: '4' } as const, 4],
    [{ kind: 'custom', text: ' 99 ' } as const, 99],
    [{ kind: 'custom', text: '3' } as const, null],
    [{ kind: 'custom', text: '100' } as const, null],
    [{ kind: 'custom', text: '12.5' } as const, null],
    [{ kind: 'custom', text: '' } as const, null],
  ])('%j -> %s', (points, expected) => {
    expect(pointsOf(points)).toBe(expected);
  });
});

describe('setupRequest', () => {
  const draft = (change: Partial<SetupDraft>): SetupDraft => ({
    ...EMPTY_DRAFT,
    name: 'Liga',
    players: FOUR,
    ...change,
  });

  it('builds the body the preview and the creation take, the name trimmed', () => {
    expect(setupRequest(draft({ name: '  Liga de otoño ', courts: 1, format: 'mexicano' }))).toEqual({
      ok: true,
      request: { name: 'Liga de otoño', players: FOUR, courts: 1, format: 'mexicano', pointsPerMatch: 21 },
    });
  });

  it('refuses three players with the spec words, and names every problem at once', () => {
    expect(
      setupRequest(draft({ name: ' ', players: FOUR.slice(0, 3), points: { kind: 'custom', text: '2' } })),
    ).toEqual({
      ok: false,
      errors: {
        name: 'setup.errors.nameRequired',
        players: 'setup.errors.tooFewPlayers',
        points: 'setup.errors.pointsRange',
      },
    });
  });
});

describe('errorsStillTrue', () => {
  it('drops the messages of fixed fields and adds none the organiser has not been shown', () => {
    const shown = { name: 'setup.errors.nameRequired', players: 'setup.errors.tooFewPlayers' } as const;
    const fixedName = {
      ...EMPTY_DRAFT,
      name: 'Liga',
      players: FOUR.slice(0, 3),
      points: { kind: 'custom', text: '' },
    } as const;
    expect(errorsStillTrue(shown, fixedName)).toEqual({ players: 'setup.errors.tooFewPlayers' });
    expect(errorsStillTrue(shown, { ...fixedName, players: FOUR })).toEqual({});
  });
});

describe('setupErrorOfResponse', () => {
  it.each([
    ['too_few_players', 'setup.errors.tooFewPlayers'],
    ['duplicate_player', 'setup.errors.playerDuplicate'],
    ['invalid_player_name', 'setup.errors.playerNameRequired'],
    ['rate_limited', null],
  ])('%s -> %s', (code, expected) => {
    expect(setupErrorOfResponse(new ApiRequestError(400, code, 'refused'))).toBe(expected);
  });

  it('leaves a network failure to the toast', () => {
    expect(setupErrorOfResponse(new TypeError('offline'))).toBeNull();
  });
});
