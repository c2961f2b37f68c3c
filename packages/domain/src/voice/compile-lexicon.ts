import { normalizeTranscript, splitWords } from './normalize';
import { VOICE_COMMANDS, VOICE_PHRASE_MATCH_RATIO, type VoiceCommand, type VoiceLang } from './voice-command';
import type { VoiceLexicon } from './voice-lexicon';
import { isOneEditApart, isPluralVariant, NEAR_MISS_MIN_LENGTH } from './word-match';

/** One lexicon phrase, normalised once so that parsing a transcript only compares small integers. */
export interface CompiledPhrase {
  readonly command: VoiceCommand;
  /** Index of `command` in {@link VOICE_COMMANDS}. */
  readonly commandIndex: number;
  /** Bit of `command` in the per-word command masks. */
  readonly commandBit: number;
  /** The phrase as written in the lexicon, for messages and tests. */
  readonly text: string;
  /** Ids of the phrase's words (see {@link CompiledLexicon.words}). */
  readonly wordIds: readonly number[];
  /** Per word: must it be heard? Every word but the stop words ("de", "the") is required. */
  readonly required: readonly boolean[];
  /**
   * Per word: is it a filler ("otro", "that")? A filler counts only next to its neighbour in the
   * phrase, because alone it says nothing ("otro punto para el equipo" is not "el otro equipo").
   */
  readonly anchored: readonly boolean[];
  /** The phrase's rarest keyword (required, not a stop or filler word): it is indexed by this. */
  readonly keyWordId: number;
  /** Ids of the required words, to rule the phrase out before lining it up. */
  readonly requiredWordIds: readonly number[];
  /** The fewest words that must be heard: all of a one-word phrase, else 70% rounded up. */
  readonly minMatched: number;
  /**
   * How many words of the transcript beyond the phrase, stop and filler words aside, may remain.
   * None unless the phrase has three or more required words: with fewer, one unexplained word
   * already makes a sentence rather than a command ("that's my point", "nuestro saque",
   * "end of the set is near"). A phrase of three keywords is specific enough to survive one.
   */
  readonly maxExtraWords: number;
}

/** A {@link VoiceLexicon} prepared for fast matching. */
export interface CompiledLexicon {
  readonly lang: VoiceLang;
  readonly phrases: readonly CompiledPhrase[];
  /** Every word that occurs in a phrase; a word's id is its index. */
  readonly words: readonly string[];
  readonly wordIds: ReadonlyMap<string, number>;
  /**
   * Per word id: bit mask of the commands for which the word is a keyword: required in some phrase
   * and neither a stop nor a filler word ("otro" in "otro set" is required but says nothing alone).
   */
  readonly keywordCommands: readonly number[];
  /**
   * Per word id: indexes of the phrases keyed by it (see {@link CompiledPhrase.keyWordId}). Every
   * phrase needs its keywords, so only these phrases can match a transcript with the word in it.
   */
  readonly phrasesByKey: readonly (readonly number[])[];
  /** Per length: ids of the phrase words of that length that forgive one wrong letter (5+). */
  readonly nearMissByLength: readonly (readonly number[])[];
  /** What every word the grammar knows stands for, worked out once (see {@link lookUpWord}). */
  readonly knownWords: ReadonlyMap<string, WordInfo>;
  /** Spoken forms read as another word before matching. */
  readonly aliases: ReadonlyMap<string, string>;
}

/** How one transcript word matches one lexicon word. */
export interface WordMatch {
  readonly wordId: number;
  /** `true` for the word itself (after normalising), `false` for a near miss. */
  readonly exact: boolean;
}

/** Everything the grammar needs to know about one transcript word. */
export interface WordInfo {
  /** The lexicon words it stands for. */
  readonly matches: readonly WordMatch[];
  /** Bit mask of the commands it is a keyword of (through any of its matches). */
  readonly keywordCommands: number;
  /** A stop or filler word: harmless around a phrase. */
  readonly free: boolean;
  /** A negation or a count: the transcript is refused. */
  readonly doubt: boolean;
}

/** Normalises a phrase into words the way transcripts are, including the language's aliases. */
function phraseWords(phrase: string, aliases: ReadonlyMap<string, string>): string[] {
  return splitWords(normalizeTranscript(phrase)).map((w) => aliases.get(w) ?? w);
}

/**
 * Prepares a lexicon for {@link lookUpWord} and the parser. Throws on a lexicon that could never
 * work (a phrase of stop and filler words only, or one phrase under two commands), so a bad edit
 * to the data fails the first test that loads the grammar rather than a player's match.
 */
export function compileLexicon(lexicon: VoiceLexicon): CompiledLexicon {
  const aliases = new Map(Object.entries(lexicon.aliases));
  const normalisedList = (list: readonly string[]) => list.map((w) => normalizeTranscript(w));
  const stop = new Set(normalisedList(lexicon.stopWords));
  const freeWords = new Set([...stop, ...normalisedList(lexicon.fillerWords)]);
  const doubtWords = new Set(normalisedList(lexicon.doubtWords));
  const guardWords = new Set(normalisedList(lexicon.guardWords));
  const words: string[] = [];
  const wordIds = new Map<string, number>();
  const keywordCommands: number[] = [];
  const idOf = (word: string): number => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = words.length;
      words.push(word);
      wordIds.set(word, id);
      keywordCommands.push(0);
    }
    return id;
  };

  const phrases: CompiledPhrase[] = [];
  const owner = new Map<string, VoiceCommand>();
  VOICE_COMMANDS.forEach((command, commandIndex) => {
    const commandBit = 1 << commandIndex;
    for (const text of lexicon.phrases[command]) {
      const list = phraseWords(text, aliases);
      const key = list.join(' ');
      const previous = owner.get(key);
      if (previous !== undefined && previous !== command) {
        throw new Error(`voice lexicon ${lexicon.lang}: "${text}" is under both ${previous} and ${command}`);
      }
      owner.set(key, command);
      if (list.every((w) => freeWords.has(w))) {
        throw new Error(`voice lexicon ${lexicon.lang}: "${text}" has only stop and filler words`);
      }
      const required = list.map((w) => !stop.has(w));
      const wordIdsOfPhrase = list.map(idOf);
      // Every word that is neither a stop nor a filler word is required, hence a keyword.
      list.forEach((w, i) => {
        const id = wordIdsOfPhrase[i] as number;
        if (!freeWords.has(w)) keywordCommands[id] = (keywordCommands[id] ?? 0) | commandBit;
      });
      phrases.push({
        command,
        commandIndex,
        commandBit,
        text,
        wordIds: wordIdsOfPhrase,
        required,
        anchored: list.map((w) => freeWords.has(w) && !stop.has(w)),
        keyWordId: -1,
        requiredWordIds: wordIdsOfPhrase.filter((_, i) => required[i]),
        minMatched: list.length === 1 ? 1 : Math.ceil(list.length * VOICE_PHRASE_MATCH_RATIO - 1e-9),
        maxExtraWords: required.filter(Boolean).length >= 3 ? 1 : 0,
      });
    }
  });

  // Each phrase is indexed by its rarest keyword, so a common word ("punto") does not make every
  // phrase that contains it a candidate.
  const uses = words.map(() => 0);
  for (const phrase of phrases) for (const id of phrase.wordIds) uses[id] = (uses[id] ?? 0) + 1;
  const phrasesByKey: number[][] = words.map(() => []);
  phrases.forEach((phrase, index) => {
    const keywords = phrase.wordIds.filter((id) => !freeWords.has(words[id] as string));
    const key = keywords.reduce((best, id) => ((uses[id] ?? 0) < (uses[best] ?? 0) ? id : best));
    phrasesByKey[key]?.push(index);
    phrases[index] = { ...phrase, keyWordId: key };
  });
  const nearMissByLength: number[][] = [];
  words.forEach((word, id) => {
    if (word.length < NEAR_MISS_MIN_LENGTH) return;
    while (nearMissByLength.length <= word.length) nearMissByLength.push([]);
    nearMissByLength[word.length]?.push(id);
  });

  const tables: WordTables = { words, wordIds, keywordCommands, nearMissByLength };
  const known = new Set([...words, ...freeWords, ...doubtWords, ...guardWords]);
  const knownWords = new Map(
    [...known].map((word) => {
      const kind = { known: true, free: freeWords.has(word), doubt: doubtWords.has(word), guard: guardWords.has(word) };
      return [word, describeWord(tables, word, kind)] as const;
    }),
  );
  return { lang: lexicon.lang, phrases, phrasesByKey, aliases, knownWords, ...tables };
}

/** The word tables {@link describeWord} reads. */
type WordTables = Pick<CompiledLexicon, 'words' | 'wordIds' | 'keywordCommands' | 'nearMissByLength'>;

/** What the lexicon's lists say about a word. */
interface WordKind {
  known: boolean;
  free: boolean;
  doubt: boolean;
  guard: boolean;
}

const UNKNOWN: WordKind = { known: false, free: false, doubt: false, guard: false };
const DIGITS = /^\p{N}+$/u;

/**
 * The lexicon words a transcript word stands for: itself, and its near misses (singular/plural,
 * or one letter off from a lexicon word of 5+ letters). A word the grammar knows is taken at its
 * word: it is a near miss only of words that give the same commands it gives ("reinicia" for
 * "reiniciar", "nueva" for "nuevo"), never of another side's word ("vosotros" is not a slip for
 * "nosotros"); stop, filler, guard and doubt words are never near misses at all. A number other
 * than a free one ("1", as in "un punto") is a count, hence a doubt: "2 puntos" is not one point.
 */
function describeWord(tables: WordTables, word: string, kind: WordKind): WordInfo {
  const matches: WordMatch[] = [];
  const exactId = tables.wordIds.get(word);
  if (exactId !== undefined) matches.push({ wordId: exactId, exact: true });
  const doubt = kind.doubt || (!kind.free && DIGITS.test(word));
  const own = exactId === undefined ? 0 : (tables.keywordCommands[exactId] ?? 0);
  if (!kind.guard && !doubt && (!kind.known || own !== 0)) {
    // A known keyword may only slip into a word whose commands include all of its own.
    const limit = kind.known ? own : 0;
    addPlural(tables, word, `${word}s`, limit, matches);
    addPlural(tables, word, `${word}es`, limit, matches);
    if (word.endsWith('s')) addPlural(tables, word, word.slice(0, -1), limit, matches);
    if (word.endsWith('es')) addPlural(tables, word, word.slice(0, -2), limit, matches);
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const id of tables.nearMissByLength[length] ?? []) {
        if (
          allowedSlip(tables, limit, id) &&
          isOneEditApart(word, tables.words[id] as string) &&
          !matches.some((m) => m.wordId === id)
        ) {
          matches.push({ wordId: id, exact: false });
        }
      }
    }
  }
  let keywordCommands = 0;
  for (const m of matches) keywordCommands |= tables.keywordCommands[m.wordId] ?? 0;
  return { matches, keywordCommands, free: kind.free, doubt };
}

/** Whether a word giving the commands in `limit` (0: unknown word) may slip into word `id`. */
function allowedSlip(tables: WordTables, limit: number, id: number): boolean {
  return (limit & ~(tables.keywordCommands[id] ?? 0)) === 0;
}

/** Adds `candidate` to `matches` when it is a lexicon word and `word`'s singular or plural. */
function addPlural(tables: WordTables, word: string, candidate: string, limit: number, matches: WordMatch[]): void {
  const id = tables.wordIds.get(candidate);
  if (id !== undefined && allowedSlip(tables, limit, id) && isPluralVariant(word, candidate)) {
    matches.push({ wordId: id, exact: false });
  }
}

/**
 * What a transcript word (already normalised and aliased) stands for. Words the grammar knows
 * were worked out when the lexicon was compiled; any other word can only be a near miss.
 */
export function lookUpWord(lexicon: CompiledLexicon, word: string): WordInfo {
  return lexicon.knownWords.get(word) ?? describeWord(lexicon, word, UNKNOWN);
}
