import { describe, expect, it } from 'vitest';
import { playerBreakdowns } from './player-breakdowns';
import type { MatchPerson } from './player-match-record';
import { DAY_MS, NOW, record } from './test-support';

const ana: MatchPerson = { userId: 'ana', name: 'Ana' };
const typed = (name: string): MatchPerson => ({ userId: null, name });

describe('playerBreakdowns', () => {
  it('splits results by sport, most played first', () => {
    const { bySport } = playerBreakdowns([
      record({ sport: 'tennis', outcome: 'lost' }),
      record({ sport: 'padel' }),
      record({ sport: 'padel', outcome: 'draw' }),
    ]);
    expect(bySport).toEqual([
      { sport: 'padel', played: 2, won: 1, lost: 0, drawn: 1, winPercent: 50 },
      { sport: 'tennis', played: 1, won: 0, lost: 1, drawn: 0, winPercent: 0 },
    ]);
  });

  it('groups registered partners by id and typed ones by name in lower case, named as last seen', () => {
    const { byPartner } = playerBreakdowns([
      record({ partner: { userId: 'ana', name: 'Ana María' }, endedAt: NOW }),
      record({ partner: ana, outcome: 'lost', endedAt: NOW - DAY_MS }),
      record({ partner: typed(' Luis  Gómez'), endedAt: NOW - 2 * DAY_MS }),
      record({ partner: typed('luis gómez'), endedAt: NOW - 3 * DAY_MS }),
      record({ partner: typed('Ana'), endedAt: NOW - 4 * DAY_MS }),
      record({ partner: null }),
    ]);
    expect(byPartner).toEqual([
      { id: 'ana', name: 'Ana María', played: 2, won: 1, lost: 1, drawn: 0, winPercent: 50 },
      { id: null, name: 'Luis  Gómez', played: 2, won: 2, lost: 0, drawn: 0, winPercent: 100 },
      { id: null, name: 'Ana', played: 1, won: 1, lost: 0, drawn: 0, winPercent: 100 },
    ]);
  });

  it('lists registered opponents only, each of a doubles pair with the match', () => {
    const { againstOpponents } = playerBreakdowns([
      record({ opponents: [ana, { userId: 'bea', name: 'Bea' }], outcome: 'lost' }),
      record({ opponents: [ana, typed('Carla')] }),
      record({ opponents: [typed('Dora')] }),
    ]);
    expect(againstOpponents).toEqual([
      { id: 'ana', name: 'Ana', played: 2, won: 1, lost: 1, drawn: 0, winPercent: 50 },
      { id: 'bea', name: 'Bea', played: 1, won: 0, lost: 1, drawn: 0, winPercent: 0 },
    ]);
  });

  it('groups clubs by id, typed ones by name, and leaves out matches without a club', () => {
    const { byClub } = playerBreakdowns([
      record({ club: { id: 'c1', name: 'Club Norte' } }),
      record({ club: { id: null, name: 'Pista del pueblo' } }),
      record({ club: { id: null, name: 'PISTA DEL PUEBLO' }, outcome: 'lost' }),
      record({ club: null }),
    ]);
    expect(byClub.map(({ id, name, played }) => ({ id, name, played }))).toEqual([
      { id: null, name: 'Pista del pueblo', played: 2 },
      { id: 'c1', name: 'Club Norte', played: 1 },
    ]);
  });
});
