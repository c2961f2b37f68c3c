import { describe, expect, it } from 'vitest';
import { BREAKDOWN_ROWS, playerBreakdowns } from './player-breakdowns';
import type { MatchOutcome, MatchPerson } from './player-match-record';
import { DAY_MS, NOW, record } from './test-support';

const ana: MatchPerson = { userId: 'ana', name: 'Ana' };
const typed = (name: string): MatchPerson => ({ userId: null, name });
/** A registered player named so that name order is number order (P00, P01...). */
const player = (i: number): MatchPerson => ({ userId: `p${i}`, name: `P${String(i).padStart(2, '0')}` });

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
    expect(byPartner).toEqual({
      rows: [
        { id: 'ana', name: 'Ana María', played: 2, won: 1, lost: 1, drawn: 0, winPercent: 50 },
        { id: null, name: 'Luis  Gómez', played: 2, won: 2, lost: 0, drawn: 0, winPercent: 100 },
        { id: null, name: 'Ana', played: 1, won: 1, lost: 0, drawn: 0, winPercent: 100 },
      ],
      others: null,
    });
  });

  it('lists registered opponents only, each of a doubles pair with the match', () => {
    const { againstOpponents } = playerBreakdowns([
      record({ opponents: [ana, { userId: 'bea', name: 'Bea' }], outcome: 'lost' }),
      record({ opponents: [ana, typed('Carla')] }),
      record({ opponents: [typed('Dora')] }),
    ]);
    expect(againstOpponents.rows).toEqual([
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
    expect(byClub.rows.map(({ id, name, played }) => ({ id, name, played }))).toEqual([
      { id: null, name: 'Pista del pueblo', played: 2 },
      { id: 'c1', name: 'Club Norte', played: 1 },
    ]);
  });

  it.each([
    { groups: 0, rows: 0, others: null },
    { groups: BREAKDOWN_ROWS, rows: BREAKDOWN_ROWS, others: null },
    {
      groups: BREAKDOWN_ROWS + 1,
      rows: BREAKDOWN_ROWS,
      others: { played: 1, won: 1, lost: 0, drawn: 0, winPercent: 100, groups: 1 },
    },
  ])('lists $groups partners played once each as $rows rows, in name order, the rest folded', (row) => {
    const records = Array.from({ length: row.groups }, (_, i) => record({ partner: player(i) }));
    const { byPartner } = playerBreakdowns(records);
    expect(byPartner.rows.map((group) => group.id)).toEqual(Array.from({ length: row.rows }, (_, i) => `p${i}`));
    expect(byPartner.others).toEqual(row.others);
  });

  it('folds the groups left out into the sums of their results, the win % recomputed from the sums', () => {
    // Ten partners played twice rank first; the four played once (P10 to P13) are left out.
    const twice = Array.from({ length: BREAKDOWN_ROWS }, (_, i) => [player(i), player(i)]).flat();
    const outcomes: MatchOutcome[] = ['won', 'lost', 'lost', 'draw'];
    const { byPartner } = playerBreakdowns([
      ...twice.map((partner) => record({ partner })),
      ...outcomes.map((outcome, i) => record({ partner: player(BREAKDOWN_ROWS + i), outcome })),
    ]);
    expect(byPartner.rows).toHaveLength(BREAKDOWN_ROWS);
    expect(byPartner.rows.every((group) => group.played === 2)).toBe(true);
    expect(byPartner.others).toEqual({ played: 4, won: 1, lost: 2, drawn: 1, winPercent: 25, groups: 4 });
  });

  it('counts a match against two opponents left out in both of their groups', () => {
    const twice = Array.from({ length: BREAKDOWN_ROWS }, (_, i) => [player(i), player(i)]).flat();
    const { againstOpponents } = playerBreakdowns([
      ...twice.map((opponent) => record({ opponents: [opponent] })),
      record({ opponents: [player(20), player(21)], outcome: 'lost' }),
    ]);
    expect(againstOpponents.others).toEqual({ played: 2, won: 0, lost: 2, drawn: 0, winPercent: 0, groups: 2 });
  });
});
