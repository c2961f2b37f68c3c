import { describe, expect, it } from 'vitest';
import { findTranslation, interpolate, type LocaleTree, missingText, type TOptions } from './translate';

const files: Record<string, Record<string, LocaleTree>> = {
  es: {
    translation: {
      title: 'Precios',
      greeting: 'Hola, {{name}}',
      matches_one: '{{count}} partido',
      matches_other: '{{count}} partidos',
      empty: '',
      nested: { deeper: { leaf: 'Hoja' } },
    },
    pricing: { lead: 'Empieza gratis', title: 'Planes' },
    voice: { panel: { premium: 'Premium' } },
  },
  en: {
    translation: { matches_one: '{{count}} match', matches_other: '{{count}} matches', plain: 'Games' },
  },
};

function find(language: string, namespaces: string[], key: string, options?: TOptions) {
  return findTranslation((namespace) => files[language]?.[namespace], language, namespaces, key, options);
}

describe('interpolate', () => {
  it.each([
    ['fills a placeholder', 'Hola, {{name}}', { name: 'Ana' }, 'Hola, Ana'],
    ['trims the name inside the braces', '{{ name }}!', { name: 'Ana' }, 'Ana!'],
    ['fills every occurrence', '{{a}}-{{a}}', { a: 1 }, '1-1'],
    ['writes numbers as they are', '{{n}} ms', { n: 12.5 }, '12.5 ms'],
    ['empties a name given as undefined or null', '[{{a}}{{b}}]', { a: undefined, b: null }, '[]'],
    ['keeps a name not given at all', 'Hola, {{name}}', { other: 'x' }, 'Hola, {{name}}'],
    ['does not escape: React escapes what it renders', '{{v}}', { v: '<b>&' }, '<b>&'],
    ['does not read replacement patterns in values', '{{v}}', { v: '$& $1' }, '$& $1'],
    ['does not fill placeholders found in values', '{{a}}', { a: '{{b}}', b: 'no' }, '{{b}}'],
  ])('%s', (_case, text, values, expected) => {
    expect(interpolate(text, values)).toBe(expected);
  });

  it('leaves the text alone without values', () => {
    expect(interpolate('Hola, {{name}}', undefined)).toBe('Hola, {{name}}');
  });
});

describe('findTranslation', () => {
  it.each<[string, string, string[], string, TOptions | undefined, string | undefined]>([
    ['a top-level key', 'es', ['translation'], 'title', undefined, 'Precios'],
    ['a nested key', 'es', ['translation'], 'nested.deeper.leaf', undefined, 'Hoja'],
    ['interpolation', 'es', ['translation'], 'greeting', { name: 'Ana' }, 'Hola, Ana'],
    ['Spanish singular', 'es', ['translation'], 'matches', { count: 1 }, '1 partido'],
    ['Spanish plural', 'es', ['translation'], 'matches', { count: 2 }, '2 partidos'],
    ['Spanish zero is plural', 'es', ['translation'], 'matches', { count: 0 }, '0 partidos'],
    ['English singular', 'en', ['translation'], 'matches', { count: 1 }, '1 match'],
    ['English plural', 'en', ['translation'], 'matches', { count: 5 }, '5 matches'],
    [
      'Spanish exact millions (many) read the other form',
      'es',
      ['translation'],
      'matches',
      { count: 1_000_000 },
      '1000000 partidos',
    ],
    ['English decimal is plural', 'en', ['translation'], 'matches', { count: 1.5 }, '1.5 matches'],
    ['a count on a key without plural forms', 'en', ['translation'], 'plain', { count: 3 }, 'Games'],
    [
      'a text count fills in without a plural form',
      'es',
      ['translation'],
      'matches_other',
      { count: '9+' },
      '9+ partidos',
    ],
    ['the first namespace that has the key', 'es', ['pricing', 'translation'], 'title', undefined, 'Planes'],
    ['the next namespace', 'es', ['pricing', 'translation'], 'greeting', { name: 'Ana' }, 'Hola, Ana'],
    ['only the listed namespaces', 'es', ['translation'], 'lead', undefined, undefined],
    ['a prefix names the namespace', 'es', ['translation'], 'voice:panel.premium', undefined, 'Premium'],
    ['a prefix reads that namespace alone', 'es', ['pricing', 'translation'], 'translation:lead', undefined, undefined],
    ['a missing key', 'es', ['translation'], 'no.such.key', undefined, undefined],
    ['a key that names an object', 'es', ['translation'], 'nested.deeper', undefined, undefined],
    ['an empty string counts as missing', 'es', ['translation'], 'empty', undefined, undefined],
    ['no borrowing from the other language', 'en', ['translation'], 'title', undefined, undefined],
    ['a language with no files', 'fr', ['translation'], 'title', undefined, undefined],
    ["the object's own keys only", 'es', ['translation'], 'title.length', undefined, undefined],
    ['no inherited properties', 'es', ['translation'], 'constructor', undefined, undefined],
  ])('%s', (_case, language, namespaces, key, options, expected) => {
    expect(find(language, namespaces, key, options)).toBe(expected);
  });
});

describe('missingText', () => {
  it('is the key without its namespace prefix', () => {
    expect(missingText('errors.render.title')).toBe('errors.render.title');
    expect(missingText('voice:panel.premium')).toBe('panel.premium');
  });
});
