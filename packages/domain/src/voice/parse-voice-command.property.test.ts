import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VOICE_LEXICONS } from './lexicons';
import { normalizeTranscript, splitWords } from './normalize';
import { parseVoiceCommand } from './parse-voice-command';
import { VOICE_COMMANDS, VOICE_MAX_CHARS, VOICE_MAX_WORDS, type VoiceLang } from './voice-command';

const lang = fc.constantFrom<VoiceLang>('es', 'en');
const REASONS = ['too_long', 'too_many_words', 'noise', 'no_keyword', 'no_match'];

/** Every word of both lexicons plus a few that are not in them: word soup that hits the grammar hard. */
const lexiconWords = [
  ...new Set(
    (['es', 'en'] as const).flatMap((l) => {
      const lexicon = VOICE_LEXICONS[l];
      return [
        ...VOICE_COMMANDS.flatMap((c) => lexicon.phrases[c]),
        ...lexicon.fillerWords,
        ...lexicon.doubtWords,
        ...lexicon.guardWords,
      ].flatMap((p) => splitWords(normalizeTranscript(p)));
    }),
  ),
  'pelota',
  'calor',
  'ball',
  'shot',
  'nosotors',
  'elos',
];
const soup = fc
  .array(fc.constantFrom(...lexiconWords), { minLength: 1, maxLength: VOICE_MAX_WORDS })
  .map((w) => w.join(' '));

describe('parseVoiceCommand properties', () => {
  it('never throws and always answers with a command or a known reason', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ maxLength: 60 }), soup);
    fc.assert(
      fc.property(anyText, lang, (text, l) => {
        const result = parseVoiceCommand(text, l);
        if (result.ok) expect(VOICE_COMMANDS).toContain(result.command);
        else expect(REASONS).toContain(result.reason);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses anything over 50 characters as too_long, even a command padded out', () => {
    const long = fc.oneof(
      fc.string({ unit: 'binary', minLength: VOICE_MAX_CHARS + 1, maxLength: 200 }),
      fc
        .tuple(fc.constantFrom('punto para nosotros', 'our point', 'deshacer'), fc.integer({ min: 1, max: 60 }))
        .map(([phrase, pad]) => `${phrase.padEnd(VOICE_MAX_CHARS, ' ')}${'!'.repeat(pad)}`),
    );
    fc.assert(
      fc.property(long, lang, (text, l) => {
        expect(text.length).toBeGreaterThan(VOICE_MAX_CHARS);
        expect(parseVoiceCommand(text, l)).toEqual({ ok: false, reason: 'too_long' });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses noise: only vowels, only consonants, only digits or only punctuation (any case, accents)', () => {
    const from = (chars: string) => fc.string({ unit: fc.constantFrom(...chars), maxLength: VOICE_MAX_CHARS });
    const separators = ' ,.!?¡¿;:-';
    const noise = fc.oneof(
      from(`aeiouAEIOUáéíóúÁÉÍÓÚü${separators}`),
      from(`bcdfghjklmnpqrstvwxyzBCDFGHJKLMNPQRSTVWXYZñÑ${separators}`),
      from(`0123456789${separators}`),
      from(`${separators}'"()[]…«»`),
    );
    fc.assert(
      fc.property(noise, lang, (text, l) => {
        const result = parseVoiceCommand(text, l);
        expect(result.ok).toBe(false);
        if (splitWords(normalizeTranscript(text)).length <= VOICE_MAX_WORDS) {
          expect(result).toEqual({ ok: false, reason: 'noise' });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores case, accents and the punctuation recognisers add around every listed phrase', () => {
    const phrases = (['es', 'en'] as const).flatMap((l) =>
      VOICE_COMMANDS.flatMap((command) => VOICE_LEXICONS[l].phrases[command].map((p) => ({ l, command, p }))),
    );
    const accent: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
    fc.assert(
      fc.property(
        fc.constantFrom(...phrases),
        fc.infiniteStream(fc.constantFrom('lower', 'upper', 'accent')),
        fc.constantFrom('', '¡', '¿', '"'),
        fc.constantFrom('', '.', '!', '?', '!!', '...', ','),
        ({ l, command, p }, styles, open, close) => {
          const chars = [...p].map((ch) => {
            const style = styles.next().value;
            if (style === 'upper') return ch.toUpperCase();
            if (style === 'accent') return accent[ch] ?? ch;
            return ch;
          });
          const text = `${open}${chars.join('')}${close}`;
          fc.pre(text.length <= VOICE_MAX_CHARS);
          expect(parseVoiceCommand(text, l)).toEqual({ ok: true, command });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never scores a point for one side when a word of the other side was heard', () => {
    const us = new Set([
      'nosotros',
      'nosotras',
      'nuestro',
      'nuestra',
      'mio',
      'mi',
      'local',
      'locales',
      'our',
      'ours',
      'us',
      'my',
      'me',
      'home',
      'we',
    ]);
    const them = new Set([
      'ellos',
      'ellas',
      'rival',
      'rivales',
      'visitante',
      'visitantes',
      'suyo',
      'ustedes',
      'vosotros',
      'vosotras',
      'vuestro',
      'contrario',
      'oponente',
      'oponentes',
      'their',
      'theirs',
      'them',
      'rivals',
      'away',
      'opponent',
      'opponents',
      'they',
      'your',
      'yours',
    ]);
    fc.assert(
      fc.property(soup, lang, (text, l) => {
        const result = parseVoiceCommand(text, l);
        // A stop word of the language names no side in it (Spanish "me", as in "dame", is one).
        const stop = new Set<string>(VOICE_LEXICONS[l].stopWords);
        const words = splitWords(normalizeTranscript(text)).filter((w) => !stop.has(w));
        if (result.ok && result.command === 'point_us') expect(words.filter((w) => them.has(w))).toEqual([]);
        if (result.ok && result.command === 'point_them') expect(words.filter((w) => us.has(w))).toEqual([]);
      }),
      { numRuns: 5000 },
    );
  });

  it('never accepts a transcript with a doubt word (negation or count)', () => {
    fc.assert(
      fc.property(soup, lang, fc.nat(), (text, l, seed) => {
        const doubts = VOICE_LEXICONS[l].doubtWords;
        const words = splitWords(text);
        const doubt = doubts[seed % doubts.length] as string;
        const withDoubt = [...words.slice(0, VOICE_MAX_WORDS - 1), doubt].join(' ');
        expect(parseVoiceCommand(withDoubt, l).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
