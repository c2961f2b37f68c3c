import {
  type AnnouncementLanguage,
  announceScore,
  DEFAULT_TEAM_NAMES,
  pointWon,
  replay,
  type Side,
  toEventId,
} from '@marcador/domain';

/** Points of the sample: us a game up, then 30-15 in the next one, so the phrase has games and points. */
const SAMPLE_POINTS: readonly Side[] = [
  'player1',
  'player1',
  'player2',
  'player1',
  'player1',
  'player1',
  'player2',
  'player1',
];

/**
 * The umpire phrase the audio test plays: the domain's own full-score announcement of a sample match,
 * so the test speaks exactly the kind of sentence a match does, in the interface language.
 */
export function sampleUmpirePhrase(language: AnnouncementLanguage): string {
  const events = SAMPLE_POINTS.map((side, index) => pointWon(side, toEventId(`sample-${index}`), index));
  return announceScore(replay({}, events), language, DEFAULT_TEAM_NAMES[language]);
}
