import type { TournamentDetail, TournamentMatchDetail, TournamentPreview } from '@marcador/contracts';
import type { FairnessReport, TournamentRound } from '@marcador/domain';

/** A court of a round as the screens show it: names, and the result once there is one. */
export interface ScheduleMatch {
  /** The stored match's id (a preview's matches have none). */
  id?: string;
  court: number;
  teamA: readonly string[];
  teamB: readonly string[];
  status?: TournamentMatchDetail['status'];
  score?: { a: number; b: number };
}

/** A round as the screens show it, from a preview or a stored tournament alike. */
export interface ScheduleRound {
  number: number;
  matches: readonly ScheduleMatch[];
  resting: readonly string[];
}

const names = (team: readonly { name: string }[]) => team.map((player) => player.name);

/** A stored tournament's rounds, court by court; a score shows once entered and not an unplayed 0-0. */
export function roundsOfTournament(detail: TournamentDetail): ScheduleRound[] {
  return detail.rounds.map((round) => ({
    number: round.number,
    resting: names(round.resting),
    matches: [...round.matches]
      .sort((x, y) => x.court - y.court)
      .map((match) => ({
        id: match.id,
        court: match.court,
        teamA: names(match.teamA),
        teamB: names(match.teamB),
        status: match.status,
        ...(match.scoreA !== null && match.scoreB !== null && !match.unplayed
          ? { score: { a: match.scoreA, b: match.scoreB } }
          : {}),
      })),
  }));
}

export function roundsOfPreview(preview: TournamentPreview): ScheduleRound[] {
  return preview.rounds;
}

const pair = (team: readonly string[]): [string, string] => [team[0] ?? '', team[1] ?? ''];

/** The rounds in the engine's shape, for its fairness report. */
export function engineRounds(rounds: readonly ScheduleRound[]): TournamentRound[] {
  return rounds.map((round) => ({
    number: round.number,
    resting: [...round.resting],
    matches: round.matches.map((match) => ({ court: match.court, team1: pair(match.teamA), team2: pair(match.teamB) })),
  }));
}

/** One sentence of the fairness summary: its key in the `tournaments` namespace and its values. */
export interface FairnessLine {
  key: string;
  values: Record<string, number>;
}

/** A figure the same for everyone reads "n"; a spread reads "between min and max". */
function spreadLine(base: string, min: number, max: number): FairnessLine {
  return min === max ? { key: `${base}.same`, values: { count: min } } : { key: `${base}.range`, values: { min, max } };
}

/**
 * The fairness report in words a player understands: how many matches and rests each gets, whether
 * partners repeat, how often two players face each other, and back-to-back rests.
 */
export function fairnessLines(report: FairnessReport): FairnessLine[] {
  const matches = report.players.map((player) => player.matches);
  const lines = [spreadLine('fairness.matches', Math.min(...matches), Math.max(...matches))];
  const { min: restMin, max: restMax } = report.restSpread;
  lines.push(
    restMax === 0 ? { key: 'fairness.rests.none', values: {} } : spreadLine('fairness.rests', restMin, restMax),
  );
  lines.push(
    report.partnerRepeats === 0
      ? { key: 'fairness.partners.noRepeats', values: {} }
      : { key: 'fairness.partners.repeats', values: { count: report.partnerRepeats, max: report.maxPartnerCount } },
  );
  lines.push(spreadLine('fairness.opponents', report.opponentSpread.min, report.opponentSpread.max));
  if (restMax > 0) {
    lines.push(
      report.consecutiveRests === 0
        ? { key: 'fairness.consecutiveRests.none', values: {} }
        : { key: 'fairness.consecutiveRests.some', values: { count: report.consecutiveRests } },
    );
  }
  return lines;
}
