import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { FOLD_FROM, FOLD_TO } from '../../db/text-fold';
import { openTestDatabase } from '../../test-app';
import { containsPattern, foldSearchText } from './venue-search';

describe('foldSearchText', () => {
  it.each([
    ['Club Pádel Málaga', 'club padel malaga'],
    ['ÁLAMO Ñandú', 'alamo nandu'],
    ['Çà Ürü Ýÿ', 'ca uru yy'],
    ['already plain 123', 'already plain 123'],
    // Decomposed accents (a + U+0301) fold like the composed letter.
    ['Pa\u0301del', 'padel'],
    // Letters outside the table are left alone rather than guessed.
    ['Łódź Ø', 'Łodź Ø'],
    ['', ''],
  ])('%j -> %j', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('pairs every letter of translate() with one plain letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(new Set(FOLD_FROM).size).toBe([...FOLD_FROM].length);
  });

  it('is idempotent and leaves no ASCII capital', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const folded = foldSearchText(text);
        expect(foldSearchText(folded)).toBe(folded);
        expect(folded).not.toMatch(/[A-Z]/);
      }),
    );
  });

  it('finds a name by any spelling of a part of it, with or without accents and capitals', () => {
    const letters = fc.constantFrom(...'abcdeinouyzAEINOUáéíóúñÁÉÍÓÚÑüç '.split(''));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 30 }), fc.nat(), fc.nat(), (chars, a, b) => {
        const name = chars.join('');
        const [from, to] = [a % (name.length + 1), b % (name.length + 1)].sort((x, y) => x - y);
        const part = name.slice(from, to).toUpperCase();
        expect(foldSearchText(name)).toContain(foldSearchText(part));
      }),
    );
  });
});

describe('containsPattern', () => {
  it.each([
    ['pista', '%pista%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('%j -> %j', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});

describe('the database folds as foldSearchText does', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const fold = async (text: string) => {
    const result = (await database.db.execute(sql`select translate(${text}, ${FOLD_FROM}, ${FOLD_TO}) as folded`)) as {
      rows: { folded: string }[];
    };
    return result.rows[0]?.folded;
  };
  const like = async (text: string, pattern: string) => {
    const result = (await database.db.execute(sql`select (${text} like ${pattern}) as hit`)) as {
      rows: { hit: boolean }[];
    };
    return result.rows[0]?.hit;
  };

  it('for any NFC text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 40 }).map((text) => text.normalize('NFC').replaceAll('\0', '')),
        async (text) => {
          expect(await fold(text)).toBe(foldSearchText(text));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('matches wildcard characters literally', async () => {
    expect(await like('50% de descuento', containsPattern('50%'))).toBe(true);
    expect(await like('500 de descuento', containsPattern('50%'))).toBe(false);
    expect(await like('pista_1', containsPattern('a_1'))).toBe(true);
    expect(await like('pistax1', containsPattern('a_1'))).toBe(false);
  });
});
