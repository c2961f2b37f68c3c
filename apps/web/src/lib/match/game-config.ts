import type { GameConfig } from '@marcador/contracts';
import { isMatchRules, isStartExpired, type MatchRules } from '@marcador/domain';
import { isGameConfig } from './game-config-check';

/** localStorage keys of spec section 3. */
export const GAME_CONFIG_KEY = 'gameConfig';
export const START_TIME_KEY = 'match_start_time';
export const USER_CLUBS_KEY = 'userClubs';
const SAVED_MARKER_PREFIX = 'match_saved_';

/** What /setup hands to /app: the match's configuration, its rules and its client id. */
export interface StoredGameConfig extends GameConfig {
  readonly matchId: string;
  readonly rules: MatchRules;
  /** Spec fields kept for readers of the stored key. */
  readonly isPadel: boolean;
  readonly tournamentMode: boolean;
  /** The set-up's skill level; the API's configuration has no field for it, so it stays local. */
  readonly skillLevel?: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the match itself is in IndexedDB; only the hand-over is lost.
  }
}

/** The stored configuration, or null when missing or unreadable (then /app sends to /setup). */
export function readGameConfig(): StoredGameConfig | null {
  const raw = readJson(GAME_CONFIG_KEY);
  if (!raw || typeof raw !== 'object') return null;
  const {
    matchId,
    rules,
    skillLevel,
    isPadel: _isPadel,
    tournamentMode: _tournamentMode,
    ...config
  } = raw as Record<string, unknown>;
  if (typeof matchId !== 'string' || !isGameConfig(config) || !isMatchRules(rules)) return null;
  return {
    ...config,
    matchId,
    rules,
    isPadel: rules.sport === 'padel',
    tournamentMode: config.tournament !== null,
    ...(typeof skillLevel === 'string' ? { skillLevel } : {}),
  };
}

export function writeGameConfig(config: StoredGameConfig): void {
  writeJson(GAME_CONFIG_KEY, config);
}

/** The plain configuration the API takes (without the hand-over fields). */
export function apiConfig(stored: StoredGameConfig): GameConfig {
  const {
    matchId: _matchId,
    rules: _rules,
    isPadel: _isPadel,
    tournamentMode: _tournamentMode,
    skillLevel: _skillLevel,
    ...config
  } = stored;
  return config;
}

/** The stored start time in epoch ms; a start older than 24 hours is removed and counts as none. */
export function readStartTime(now: number): number | null {
  const raw = storage()?.getItem(START_TIME_KEY);
  if (!raw) return null;
  const at = Date.parse(raw);
  if (isStartExpired(at, now)) {
    storage()?.removeItem(START_TIME_KEY);
    return null;
  }
  return at;
}

export function writeStartTime(at: number): void {
  try {
    storage()?.setItem(START_TIME_KEY, new Date(at).toISOString());
  } catch {
    // See writeJson.
  }
}

/** Spec key of the "saved once" marker of a finished match. */
export function savedMarkerKey(team1: string, team2: string, currentSet: number): string {
  return `${SAVED_MARKER_PREFIX}${team1}_${team2}_${currentSet}`;
}

export function hasSavedMarker(key: string): boolean {
  return (storage()?.getItem(key) ?? null) !== null;
}

export function setSavedMarker(key: string): void {
  try {
    storage()?.setItem(key, new Date().toISOString());
  } catch {
    // See writeJson.
  }
}

/** "Resets the game": configuration, start time and every saved marker (spec: new match after finish). */
export function clearMatchHandOver(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(GAME_CONFIG_KEY);
  store.removeItem(START_TIME_KEY);
  store.removeItem('gameScore');
  for (const key of Object.keys(store)) if (key.startsWith(SAVED_MARKER_PREFIX)) store.removeItem(key);
}

/** Only the start time (end match by hand keeps nothing else of the match in play either). */
export function clearStartTime(): void {
  storage()?.removeItem(START_TIME_KEY);
}
