import { type MatchRules, resolveRules, type Sport, sameRules } from '@marcador/domain';

/** The named formats the set-up offers, in the order shown. */
export const FORMAT_PRESETS = [
  'padel',
  'padelGolden',
  'padelStar',
  'padelSuperTiebreak',
  'tennis',
  'tennisNoAdSuperTiebreak',
  'shortSets',
  'singleSet',
  'bestOfFive',
] as const;

export type FormatPreset = (typeof FORMAT_PRESETS)[number];

/**
 * What each preset sets beyond the standard match (best of three sets of six, tie-break to 7,
 * advantage, full deciding set). A preset without a sport keeps the one chosen in "Deporte".
 */
const PRESET_RULES: Record<FormatPreset, Partial<MatchRules>> = {
  padel: { sport: 'padel' },
  padelGolden: { sport: 'padel', deuce: 'golden' },
  padelStar: { sport: 'padel', deuce: 'star' },
  padelSuperTiebreak: { sport: 'padel', finalSet: 'superTiebreak' },
  tennis: { sport: 'tennis' },
  tennisNoAdSuperTiebreak: { sport: 'tennis', deuce: 'golden', finalSet: 'superTiebreak' },
  shortSets: { setGames: 4 },
  singleSet: { bestOf: 1 },
  bestOfFive: { bestOf: 5 },
};

/** The rules a preset plays, `sport` being the one chosen when the preset does not set its own. */
export function presetRules(preset: FormatPreset, sport: Sport): MatchRules {
  return resolveRules({ sport, deuce: 'advantage', finalSet: 'full', ...PRESET_RULES[preset] });
}

/** The preset that plays exactly these rules, or null for a custom format. */
export function presetOf(rules: MatchRules): FormatPreset | null {
  return FORMAT_PRESETS.find((preset) => sameRules(presetRules(preset, rules.sport), rules)) ?? null;
}

/** A new match's format until the user picks another: padel with advantage. */
export const DEFAULT_FORMAT: MatchRules = presetRules('padel', 'padel');
