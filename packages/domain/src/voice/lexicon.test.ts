import { describe, expect, it } from 'vitest';
import { compileLexicon } from './compile-lexicon';
import { VOICE_LEXICON_EN } from './lexicon-en';
import { VOICE_LEXICON_ES } from './lexicon-es';
import { VOICE_LEXICONS } from './lexicons';
import { normalizeTranscript, splitWords } from './normalize';
import { parseVoiceCommand } from './parse-voice-command';
import { VOICE_COMMANDS, VOICE_MAX_CHARS, VOICE_MAX_WORDS, type VoiceCommand } from './voice-command';
import type { VoiceLexicon } from './voice-lexicon';

const everyPhrase = (lexicon: VoiceLexicon) =>
  VOICE_COMMANDS.flatMap((command) => lexicon.phrases[command].map((phrase) => [phrase, command] as const));

describe.each([VOICE_LEXICON_ES, VOICE_LEXICON_EN])('lexicon $lang', (lexicon) => {
  it('is the one VOICE_LEXICONS lists for its language', () => {
    expect(VOICE_LEXICONS[lexicon.lang]).toBe(lexicon);
  });

  it('has several phrases for every command', () => {
    for (const command of VOICE_COMMANDS) expect(lexicon.phrases[command].length).toBeGreaterThanOrEqual(3);
  });

  it.each(everyPhrase(lexicon))('"%s" gives %s (every listed phrase works as listed)', (phrase, command) => {
    expect(parseVoiceCommand(phrase, lexicon.lang)).toEqual({ ok: true, command });
  });

  it('fits the transcript limits and lists no phrase twice', () => {
    const seen = new Set<string>();
    for (const [phrase] of everyPhrase(lexicon)) {
      expect(phrase.length).toBeLessThanOrEqual(VOICE_MAX_CHARS);
      expect(splitWords(normalizeTranscript(phrase)).length).toBeLessThanOrEqual(VOICE_MAX_WORDS);
      expect(seen.has(phrase), phrase).toBe(false);
      seen.add(phrase);
    }
  });

  it('never uses a doubt or guard word in a phrase', () => {
    const words = new Set(everyPhrase(lexicon).flatMap(([phrase]) => splitWords(normalizeTranscript(phrase))));
    for (const word of [...lexicon.doubtWords, ...lexicon.guardWords]) expect(words.has(word), word).toBe(false);
  });
});

describe('English lexicon', () => {
  it('contains every phrase of the spec (section 5) under the right command', () => {
    const spec: Record<string, VoiceCommand> = {
      'our point': 'point_us',
      'point for us': 'point_us',
      'their point': 'point_them',
      'point for them': 'point_them',
      'my point': 'point_us',
      'home point': 'point_us',
      'rival point': 'point_them',
      'away point': 'point_them',
      our: 'point_us',
      'undo point': 'undo',
      undo: 'undo',
      'next set': 'next_set',
      'new set': 'next_set',
      restart: 'restart',
      'new match': 'restart',
      'swap court': 'swap_court',
      'switch sides': 'swap_court',
      'end match': 'end_match',
      score: 'score',
      "what's the score": 'score',
      'who serves': 'who_serves',
      "who's serving": 'who_serves',
    };
    for (const [phrase, command] of Object.entries(spec)) expect(VOICE_LEXICON_EN.phrases[command]).toContain(phrase);
  });
});

describe('Spanish lexicon', () => {
  it.each([
    ['cancha y pista', ['cambio de cancha', 'cambio de pista'], 'swap_court'],
    ['nosotros', ['punto para nosotros', 'punto nuestro', 'punto mío', 'punto local'], 'point_us'],
    [
      'ellos, rival, ustedes, vosotros',
      ['punto para ellos', 'punto rival', 'punto para ustedes', 'punto vuestro'],
      'point_them',
    ],
    [
      'deshacer',
      ['deshacer', 'deshaz', 'anular', 'borrar punto', 'quitar punto', 'corregir', 'atrás', 'regresa', 'volver'],
      'undo',
    ],
    [
      'siguiente / nuevo / próximo set',
      ['siguiente set', 'nuevo set', 'próximo set', 'otro set', 'cambio de set'],
      'next_set',
    ],
    [
      'reiniciar / nuevo partido',
      ['reiniciar', 'reinicia', 'nuevo partido', 'empezar de nuevo', 'volver a empezar'],
      'restart',
    ],
    [
      'terminar / fin del partido',
      ['terminar partido', 'fin del partido', 'finalizar partido', 'acabar partido', 'se acabó el partido'],
      'end_match',
    ],
    ['cambio de lado', ['cambio de lado', 'cambiar de lado', 'cambiamos de lado'], 'swap_court'],
    [
      'marcador, cómo vamos',
      ['marcador', 'cómo vamos', 'cómo va', 'cuánto vamos', 'el marcador', 'puntuación', 'tanteo'],
      'score',
    ],
    ['quién saca', ['quién saca', 'quién tiene el saque'], 'who_serves'],
  ] as const)('lists the %s wordings', (_label, phrases, command) => {
    for (const phrase of phrases) expect(VOICE_LEXICON_ES.phrases[command]).toContain(phrase);
  });
});

describe('compileLexicon', () => {
  const base: VoiceLexicon = {
    lang: 'en',
    phrases: {
      point_us: [],
      point_them: [],
      undo: [],
      next_set: [],
      restart: [],
      end_match: [],
      swap_court: [],
      score: [],
      who_serves: [],
    },
    stopWords: ['the'],
    fillerWords: ['please'],
    doubtWords: [],
    guardWords: [],
    aliases: {},
  };

  it('refuses a phrase listed under two commands (after normalising)', () => {
    const bad = { ...base, phrases: { ...base.phrases, undo: ['Go back'], restart: ['go back!'] } };
    expect(() => compileLexicon(bad)).toThrow(/under both undo and restart/);
  });

  it('refuses a phrase with no keyword, which could never be heard', () => {
    const bad = { ...base, phrases: { ...base.phrases, score: ['the please'] } };
    expect(() => compileLexicon(bad)).toThrow(/only stop and filler words/);
  });

  it('needs 70% of the words, rounded up, and all words that are not stop words', () => {
    const lexicon = compileLexicon({
      ...base,
      phrases: {
        ...base.phrases,
        score: ['score', 'the score', 'tell the score', 'read out the score', 'a b the c d e'],
      },
    });
    expect(lexicon.phrases.map((p) => p.minMatched)).toEqual([1, 2, 3, 3, 5]);
    expect(lexicon.phrases.map((p) => p.required)).toEqual([
      [true],
      [false, true],
      [true, false, true],
      [true, true, false, true],
      [true, true, false, true, true, true],
    ]);
    expect(lexicon.phrases.map((p) => p.maxExtraWords)).toEqual([0, 0, 0, 1, 1]);
  });
});
