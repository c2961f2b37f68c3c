import type { VoiceCommand, VoiceLang } from './voice-command';

/**
 * A language's voice vocabulary, kept as plain data so the UI can list the supported phrases and
 * the grammar can be reviewed by reading it. Phrases are written as a player says them (with
 * accents); the grammar normalises them once when the module loads.
 */
export interface VoiceLexicon {
  lang: VoiceLang;
  /** Every phrase that gives each command, best known first (the UI shows them in this order). */
  phrases: Readonly<Record<VoiceCommand, readonly string[]>>;
  /**
   * Articles and prepositions ("de", "el", "para", "the", "for"): they count towards a phrase's 70%
   * but never tell two commands apart, so they are not keywords, a phrase does not require them
   * for their own sake (only the 70% may), and extra ones in a transcript are harmless.
   */
  stopWords: readonly string[];
  /**
   * Words that carry no command of their own ("por favor", "vale", "please", "okay", "dime"): a
   * transcript may add them around a phrase without making the command doubtful. Inside a phrase
   * ("otro set", "undo that") such a word counts only right next to its neighbour there.
   */
  fillerWords: readonly string[];
  /**
   * Words that make any command doubtful wherever they stand: negations ("no", "not") turn it into
   * its opposite and counts ("dos", "two") ask for something a command cannot do. A transcript with
   * one is refused.
   */
  doubtWords: readonly string[];
  /**
   * Words that no phrase uses but that are one letter (or one plural) away from a lexicon word and
   * mean something else ("vuestra" vs "nuestra", "watch" vs "match", "mía" called for a ball): they
   * are never taken as a recogniser's near miss. Lexicon words need no entry here: a word the
   * grammar knows only ever stands for words of its own commands ("vosotros" is never "nosotros").
   */
  guardWords: readonly string[];
  /** Spoken forms read as another word before matching ("pa" -> "para", "tanto" -> "punto"). */
  aliases: Readonly<Record<string, string>>;
}
