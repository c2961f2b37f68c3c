/**
 * What the demo data is made of (`npm run seed`), decided by a seeded random source so that a seed
 * of the same size writes the same players, clubs and matches: names from both languages, clubs,
 * and points played until a match is over, checked by the domain's own scoring.
 */
import type { GameConfig, InvitedPlayer } from '@marcador/contracts';
import {
  applyEvent,
  initialMatchState,
  type MatchRules,
  type MatchState,
  pointWon,
  type Side,
  SKILL_LEVELS,
  toEventId,
} from '@marcador/domain';
import type { BulkPlayer } from './bulk-players.repository';

/** `k` different items of `items`, in random order (a partial Fisher-Yates shuffle of their indices). */
export function someOf<T>(items: readonly T[], k: number, random: () => number): T[] {
  const chosen = new Map<number, number>();
  const picked: T[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (items.length - i));
    const at = chosen.get(j) ?? j;
    chosen.set(j, chosen.get(i) ?? i);
    picked.push(items[at] as T);
  }
  return picked;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const FIRST_NAMES = [
  'Lucía',
  'Sofía',
  'María',
  'Valentina',
  'Camila',
  'Martina',
  'Ximena',
  'Regina',
  'Andrea',
  'Paula',
  'Mateo',
  'Santiago',
  'Diego',
  'Sebastián',
  'Alejandro',
  'Javier',
  'Carlos',
  'José',
  'Miguel',
  'Íñigo',
  'Emily',
  'Olivia',
  'Grace',
  'Hannah',
  'Chloe',
  'James',
  'Oliver',
  'Henry',
  'Thomas',
  'Jack',
];
const LAST_NAMES = [
  'García',
  'Martínez',
  'López',
  'Hernández',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Núñez',
  'Domínguez',
  'Ortega',
  'Castillo',
  'Peña',
  'Ibáñez',
  'Muñoz',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Clarke',
  'Walker',
  'Wright',
  'Hughes',
  'Evans',
];
const CITIES = ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Querétaro', 'Madrid', 'Valencia', 'London'];

/** The clubs matches are played at: name and city. */
export const SEED_CLUBS: readonly { name: string; city: string }[] = [
  { name: 'Club Pádel Reforma', city: 'Ciudad de México' },
  { name: 'Raqueta Norte', city: 'Monterrey' },
  { name: 'Centro Deportivo Chapultepec', city: 'Ciudad de México' },
  { name: 'Padel Arena Guadalajara', city: 'Guadalajara' },
  { name: 'Club de Tenis Valle Real', city: 'Guadalajara' },
  { name: 'Riverside Tennis Club', city: 'London' },
];

/** Letters a username may hold: the name without accents or spaces. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * `count` players with names from both languages; usernames end with `tag` and their number, so
 * they are unique within a seed and across seeds with different tags.
 */
export function seedPlayers(count: number, tag: string, random: () => number): BulkPlayer[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const sports = random() < 0.7 ? ['padel'] : random() < 0.5 ? ['tenis'] : ['padel', 'tenis'];
    return {
      firstName,
      lastName,
      username: `${plain(firstName).slice(0, 8)}.${plain(lastName).slice(0, 8)}.${tag}${i}`,
      city: pick(random, CITIES),
      sports,
      skillLevel: random() < 0.9 ? pick(random, SKILL_LEVELS) : null,
      inDirectory: random() < 0.95,
    };
  });
}

/** The points of a match left unfinished: its log cut somewhere between a third and two thirds through. */
export function cutShort(sides: readonly Side[], random: () => number): Side[] {
  return sides.slice(0, Math.max(1, Math.floor(sides.length * (0.3 + random() * 0.4))));
}

/** Points (whose side won each) played until the match is over, the stronger side winning more. */
export function playedPoints(rules: MatchRules, strength: { player1: number; player2: number }, random: () => number) {
  // A point's odds for player1: 50% between equals, up to about 65% between the far ends of the scale.
  const edge = Math.max(-0.15, Math.min(0.15, (strength.player1 - strength.player2) * 0.05));
  let state: MatchState = initialMatchState(rules);
  const sides: Side[] = [];
  // Every point ends one for its side; 600 is far beyond any best-of-three match.
  while (!state.score.isGameOver && sides.length < 600) {
    const side: Side = random() < 0.5 + edge ? 'player1' : 'player2';
    state = applyEvent(state, pointWon(side, toEventId(`p${sides.length}`), 0));
    sides.push(side);
  }
  return { sides, state };
}

/** A player of the demo data as a match seats them: who they are and how strong they said they are. */
export interface SeedSeat {
  id: string;
  name: string;
  email: string;
  /** 1 (beginner) to 4 (professional), from the declared level. */
  strength: number;
}

/** What a demo match is before it is played: its owner, rules, set-up and the teams' strengths. */
export interface MatchSetup<Seat extends SeedSeat> {
  owner: Seat;
  rules: MatchRules;
  config: GameConfig;
  strength: { player1: number; player2: number };
}

/**
 * A demo match's set-up: 70% padel (doubles), else tennis (30% doubles); `seat(k)` picks its k
 * players, the first being the owner. With `typedShare`, that share of matches has its last seat as a
 * name typed at set-up instead of an invited account: it then counts in personal statistics only.
 */
export function matchSetup<Seat extends SeedSeat>(
  seat: (k: number) => Seat[],
  random: () => number,
  typedShare = 0,
): MatchSetup<Seat> {
  const padel = random() < 0.7;
  const doubles = padel || random() < 0.3;
  const seats = seat(doubles ? 4 : 2);
  const [owner, ...others] = seats as [Seat, ...Seat[]];
  const team1 = doubles ? [owner, others[0] as Seat] : [owner];
  const team2 = doubles ? [others[1] as Seat, others[2] as Seat] : [others[0] as Seat];
  const rules: MatchRules = {
    sport: padel ? 'padel' : 'tennis',
    deuce: padel ? (random() < 0.6 ? 'golden' : 'advantage') : 'advantage',
    finalSet: random() < 0.3 ? 'superTiebreak' : 'full',
  };
  const club = random() < 0.85 ? SEED_CLUBS[Math.floor(random() * SEED_CLUBS.length)] : undefined;
  const positions = doubles ? (['team1_2', 'team2_1', 'team2_2'] as const) : (['team2_1'] as const);
  const typed = typedShare > 0 && random() < typedShare ? 1 : 0;
  const invitedPlayers: InvitedPlayer[] = others.slice(0, others.length - typed).map((player, i) => ({
    email: player.email,
    name: player.name,
    position: positions[i] as InvitedPlayer['position'],
  }));
  const config: GameConfig = {
    isDoubles: doubles,
    team1: { name: '', color: 'green', players: team1.map((p) => p.name) },
    team2: { name: '', color: 'blue', players: team2.map((p) => p.name) },
    invitedPlayers,
    club: club ? { name: club.name, address: club.city } : null,
    sessionDuration: 90,
    tournament: null,
  };
  const mean = (team: Seat[]) => team.reduce((sum, p) => sum + p.strength, 0) / team.length;
  return { owner, rules, config, strength: { player1: mean(team1), player2: mean(team2) } };
}
