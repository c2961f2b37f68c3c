import {
  type CompiledLexicon,
  type CompiledPhrase,
  compileLexicon,
  lookUpWord,
  type WordInfo,
} from './compile-lexicon';
import { VOICE_LEXICONS } from './lexicons';
import { isNoise, normalizeTranscript, splitWords } from './normalize';
import {
  VOICE_COMMANDS,
  VOICE_MAX_CHARS,
  VOICE_MAX_WORDS,
  type VoiceCommand,
  type VoiceLang,
  type VoiceParseResult,
} from './voice-command';

// Compiled once per module load: parsing then only looks words up.
const COMPILED: Readonly<Record<VoiceLang, CompiledLexicon>> = {
  es: compileLexicon(VOICE_LEXICONS.es),
  en: compileLexicon(VOICE_LEXICONS.en),
};

/**
 * Turns a speech-recognition transcript into a voice command, or says why it gives none.
 * A wrong point is worse than a missed one, so every doubt is a rejection.
 *
 * Checks, in this order (cheapest first; each later one assumes the earlier ones passed):
 * 1. `too_long`: more than 50 characters as received (not trimmed: the limit is the spec's, and
 *    it bounds the work of everything after it);
 * 2. `too_many_words`: more than 6 words once punctuation is gone;
 * 3. `noise`: only vowels, only consonants, only digits, or only punctuation (or nothing);
 * 4. `no_keyword`: no word, nor near miss of a word, that some phrase requires (articles such as
 *    "de"/"the" and fillers such as "vale"/"please" are not keywords);
 * 5. `no_match`, when any of these holds:
 *    - a doubt word anywhere: a negation ("no", "not") or a count ("dos", "two", "2");
 *    - no phrase matches;
 *    - after setting aside each command whose keywords all belong to a longer reading by another
 *      command ("volver" inside "volver a empezar"), two or more commands remain: they match
 *      equally ("deshacer punto para nosotros", "punto para nosotros y ellos");
 *    - the remaining command's phrase leaves a keyword of another command unexplained ("punto para
 *      nosotros siguiente"), or more unexplained words than it allows (none for phrases of one or
 *      two keywords: "that's my point", "nuestro saque"; one for longer phrases).
 *
 * A phrase matches when all its required words (all but stop words) and at least 70% of its words
 * are heard, in any order, each transcript word standing for one phrase word, as itself or as a
 * near miss (singular/plural, or one letter off for lexicon words of 5+ letters). So a one-word
 * phrase needs that whole word, and two- and three-word phrases need every word. Fillers inside a
 * phrase ("otro" in "punto para el otro equipo") count only next to their neighbour. Anything
 * but `'en'` is read as Spanish, the product default.
 */
export function parseVoiceCommand(transcript: string, lang: VoiceLang): VoiceParseResult {
  if (typeof transcript !== 'string') return { ok: false, reason: 'noise' };
  if (transcript.length > VOICE_MAX_CHARS) return { ok: false, reason: 'too_long' };
  const normalized = normalizeTranscript(transcript);
  const words = splitWords(normalized);
  if (words.length > VOICE_MAX_WORDS) return { ok: false, reason: 'too_many_words' };
  if (isNoise(normalized)) return { ok: false, reason: 'noise' };

  const lexicon = lang === 'en' ? COMPILED.en : COMPILED.es;
  const infos: WordInfo[] = [];
  let keywordMask = 0;
  let doubt = false;
  for (const [t, word] of words.entries()) {
    const info = lookUpWord(lexicon, lexicon.aliases.get(word) ?? word);
    infos.push(info);
    if (info.keywordCommands !== 0) keywordMask |= 1 << t;
    if (info.doubt) doubt = true;
  }
  if (keywordMask === 0) return { ok: false, reason: 'no_keyword' };
  if (doubt) return { ok: false, reason: 'no_match' };

  const command = pickCommand(lexicon, infos, keywordMask);
  return command === null ? { ok: false, reason: 'no_match' } : { ok: true, command };
}

/**
 * The one command the transcript gives, or `null` when none or several do. `keywordMask` has bit
 * t set when transcript word t is a keyword: commands are compared on those positions only,
 * because articles say nothing about which command was meant ("el" in "reinicia el marcador" must
 * not make "el marcador" a rival reading).
 */
function pickCommand(lexicon: CompiledLexicon, infos: readonly WordInfo[], keywordMask: number): VoiceCommand | null {
  const masks: number[] = VOICE_COMMANDS.map(() => 0);
  let clean = 0;
  const keysTried: number[] = [];
  for (let t = 0; t < infos.length; t++) {
    if ((keywordMask & (1 << t)) === 0) continue;
    for (const match of (infos[t] as WordInfo).matches) {
      if (keysTried.includes(match.wordId)) continue;
      keysTried.push(match.wordId);
      for (const index of lexicon.phrasesByKey[match.wordId] ?? []) {
        const phrase = lexicon.phrases[index] as CompiledPhrase;
        if (!hearsAll(phrase.requiredWordIds, infos)) continue;
        const fit = fitPhrase(phrase, infos);
        if (fit < 0) continue;
        masks[phrase.commandIndex] = (masks[phrase.commandIndex] ?? 0) | (fit & keywordMask);
        if (isClean(phrase, infos, fit)) clean |= phrase.commandBit;
      }
    }
  }

  // A command whose keywords all belong to a longer reading by another command is part of that
  // reading ("volver" inside "volver a empezar"), not a rival; any other pair is a tie.
  let winner = -1;
  for (let a = 0; a < masks.length; a++) {
    const maskA = masks[a] as number;
    if (maskA === 0) continue;
    let dominated = false;
    for (let b = 0; b < masks.length && !dominated; b++) {
      const maskB = masks[b] as number;
      dominated = b !== a && maskB !== maskA && (maskA & maskB) === maskA;
    }
    if (dominated) continue;
    if (winner !== -1) return null;
    winner = a;
  }
  if (winner === -1 || (clean & (1 << winner)) === 0) return null;
  return VOICE_COMMANDS[winner] ?? null;
}

/** Whether every one of `wordIds` is heard somewhere in the transcript: a cheap first filter. */
function hearsAll(wordIds: readonly number[], infos: readonly WordInfo[]): boolean {
  for (const id of wordIds) {
    let found = false;
    for (let t = 0; t < infos.length && !found; t++) found = hears(infos[t], id, false);
    if (!found) return false;
  }
  return true;
}

/**
 * Whether a transcript word (its `info`) is heard as lexicon word `wordId`: as itself, or as a
 * near miss unless `exactOnly`.
 */
function hears(info: WordInfo | undefined, wordId: number, exactOnly: boolean): boolean {
  if (info === undefined) return false;
  for (const m of info.matches) if (m.wordId === wordId && (m.exact || !exactOnly)) return true;
  return false;
}

/**
 * Lines `phrase` up with the transcript: the mask of the transcript words it uses, or -1 when it
 * does not match. Exact words are placed before near misses so that a slip never takes the place
 * of a word that was said as such. Filler words inside a phrase ("otro" in "punto para el otro
 * equipo", "that" in "undo that") are placed last and only right next to their neighbour in the
 * phrase: alone they say nothing, so "otro punto para el equipo" is not "el otro equipo".
 */
function fitPhrase(phrase: CompiledPhrase, infos: readonly WordInfo[]): number {
  const { wordIds, required, anchored } = phrase;
  const count = wordIds.length;
  const placed = [-1, -1, -1, -1, -1, -1, -1, -1].slice(0, count);
  let mask = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let p = 0; p < count; p++) {
      if (anchored[p] || placed[p] !== -1) continue;
      for (let t = 0; t < infos.length; t++) {
        if ((mask & (1 << t)) === 0 && hears(infos[t], wordIds[p] as number, pass === 0)) {
          placed[p] = t;
          mask |= 1 << t;
          break;
        }
      }
    }
  }
  // Fillers after a placed word go right after it (left to right, so "otra vez" chains), ...
  for (let p = 0; p < count; p++) {
    if (!anchored[p]) continue;
    const t = lastPlacedBefore(placed, p) + 1;
    if (t > 0 && (mask & (1 << t)) === 0 && hears(infos[t], wordIds[p] as number, false)) {
      placed[p] = t;
      mask |= 1 << t;
    }
  }
  // ... and fillers that open the phrase ("otro set", "go back") go right before the next one.
  for (let p = count - 1; p >= 0; p--) {
    if (!anchored[p] || placed[p] !== -1 || lastPlacedBefore(placed, p) !== -1) continue;
    const next = firstPlacedAfter(placed, p);
    const t = next - 1;
    if (next > 0 && (mask & (1 << t)) === 0 && hears(infos[t], wordIds[p] as number, false)) {
      placed[p] = t;
      mask |= 1 << t;
    }
  }

  let heard = 0;
  for (let p = 0; p < count; p++) {
    if (placed[p] !== -1) heard++;
    else if (required[p]) return -1;
  }
  return heard >= phrase.minMatched ? mask : -1;
}

/**
 * Whether the transcript words a phrase leaves over (`fit` marks those it uses) still let it be
 * taken: stop and filler words are harmless, other words are limited by `maxExtraWords`, and a
 * keyword of another command ("siguiente" after "punto para nosotros") means the player said more
 * than this command; taking only part of it could score the wrong thing.
 */
function isClean(phrase: CompiledPhrase, infos: readonly WordInfo[], fit: number): boolean {
  let extra = 0;
  for (let t = 0; t < infos.length; t++) {
    const info = infos[t] as WordInfo;
    if ((fit & (1 << t)) !== 0 || info.free) continue;
    if ((info.keywordCommands & ~phrase.commandBit) !== 0) return false;
    extra++;
  }
  return extra <= phrase.maxExtraWords;
}

/** Transcript position of the last placed phrase word before `p`, or -1. */
function lastPlacedBefore(placed: readonly number[], p: number): number {
  for (let q = p - 1; q >= 0; q--) {
    const t = placed[q] as number;
    if (t !== -1) return t;
  }
  return -1;
}

/** Transcript position of the first placed phrase word after `p`, or -1. */
function firstPlacedAfter(placed: readonly number[], p: number): number {
  for (let q = p + 1; q < placed.length; q++) {
    const t = placed[q] as number;
    if (t !== -1) return t;
  }
  return -1;
}
