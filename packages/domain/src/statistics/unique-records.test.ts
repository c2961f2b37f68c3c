import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAME_MATCH_WINDOW_MS } from './match-fingerprint';
import type { PlayerMatchRecord } from './player-match-record';
import { HOUR_MS, NOW, record } from './test-support';
import { recordFingerprint, uniqueRecords } from './unique-records';

const ids = (records: readonly PlayerMatchRecord[]) => records.map((r) => r.matchId).sort();

/** The rival's copy of `record()`, as it reaches my statistics: I am on their player2 side. */
const rivalCopy = (overrides: Partial<PlayerMatchRecord>) => record({ side: 'player2', ...overrides });

describe('recordFingerprint', () => {
  it('is the same for my copy and my partner’s copy of a doubles match', () => {
    const mine = record({ partner: { userId: 'pat', name: 'Pat' }, opponents: [{ userId: null, name: 'X' }] });
    const partners = record({ userId: 'pat', partner: { userId: 'me', name: 'Me' }, opponents: mine.opponents });
    expect(recordFingerprint(partners)).toBe(recordFingerprint(mine));
  });

  it('counts a typed partner as someone, whatever the name', () => {
    const a = record({ partner: { userId: null, name: 'Luis' } });
    const b = record({ partner: { userId: null, name: 'Lucho' } });
    const single = record();
    expect(recordFingerprint(a)).toBe(recordFingerprint(b));
    expect(recordFingerprint(a)).not.toBe(recordFingerprint(single));
  });
});

describe('uniqueRecords', () => {
  it.each<[string, PlayerMatchRecord[], string[]]>([
    [
      'keeps the earliest of two copies',
      [record({ matchId: 'b', endedAt: NOW }), record({ matchId: 'a', endedAt: NOW - HOUR_MS })],
      ['a'],
    ],
    ['settles equal ends by match id', [rivalCopy({ matchId: 'z' }), record({ matchId: 'y' })], ['y']],
    [
      'keeps copies more than three hours apart',
      [record({ matchId: 'a', endedAt: NOW }), record({ matchId: 'b', endedAt: NOW + SAME_MATCH_WINDOW_MS + 1 })],
      ['a', 'b'],
    ],
    [
      'measures the window from the copy kept, not from the last copy dropped',
      [
        record({ matchId: 'a', endedAt: NOW }),
        record({ matchId: 'b', endedAt: NOW + 2 * HOUR_MS }),
        record({ matchId: 'c', endedAt: NOW + 4 * HOUR_MS }),
      ],
      ['a', 'c'],
    ],
    [
      'keeps matches with other scores',
      [record({ matchId: 'a' }), record({ matchId: 'b', sets: [{ own: 6, rival: 0 }] })],
      ['a', 'b'],
    ],
    [
      'keeps two wins over typed names (they cannot have copies)',
      [
        record({ matchId: 'a', opponents: [{ userId: null, name: 'Juan' }] }),
        record({ matchId: 'b', opponents: [{ userId: null, name: 'Juan' }] }),
      ],
      ['a', 'b'],
    ],
    [
      'lists a saved match once when it is given twice',
      [
        record({ matchId: 'a', opponents: [{ userId: null, name: 'Juan' }] }),
        record({ matchId: 'a', opponents: [{ userId: null, name: 'Juan' }] }),
      ],
      ['a'],
    ],
    [
      'never lets an abandoned copy stand for a completed one',
      [record({ matchId: 'a', status: 'abandoned' }), record({ matchId: 'b', endedAt: NOW })],
      ['a', 'b'],
    ],
  ])('%s', (_, records, kept) => {
    expect(ids(uniqueRecords(records))).toEqual(kept);
  });

  const copies = fc.array(
    fc.record({
      matchId: fc.uuid(),
      endedAt: fc.integer({ min: NOW, max: NOW + 12 * HOUR_MS }),
      rival: fc.constantFrom('r1', 'r2'),
      abandoned: fc.boolean(),
    }),
    { maxLength: 30 },
  );
  const toRecords = (rows: { matchId: string; endedAt: number; rival: string; abandoned: boolean }[]) =>
    rows.map((row) =>
      record({
        matchId: row.matchId,
        endedAt: row.endedAt,
        opponents: [{ userId: row.rival, name: row.rival }],
        status: row.abandoned ? 'abandoned' : 'completed',
      }),
    );

  it('is idempotent and does not depend on the order of the records (property)', () => {
    fc.assert(
      fc.property(copies, fc.infiniteStream(fc.nat()), (rows, ranks) => {
        const records = toRecords(rows);
        const once = uniqueRecords(records);
        expect(ids(uniqueRecords(once))).toEqual(ids(once));
        const shuffled = records
          .map((r) => ({ r, rank: ranks.next().value }))
          .sort((a, b) => a.rank - b.rank)
          .map(({ r }) => r);
        expect(ids(uniqueRecords(shuffled))).toEqual(ids(once));
      }),
    );
  });

  it('leaves no two records of one real match (property)', () => {
    fc.assert(
      fc.property(copies, (rows) => {
        const kept = uniqueRecords(toRecords(rows));
        for (const a of kept) {
          for (const b of kept) {
            const sameKey = a.status === b.status && recordFingerprint(a) === recordFingerprint(b);
            if (a !== b && sameKey) expect(Math.abs(a.endedAt - b.endedAt)).toBeGreaterThan(SAME_MATCH_WINDOW_MS);
          }
        }
      }),
    );
  });
});
