import { USER_CLUBS_KEY } from '../../lib/match/game-config';
import type { ClubDraft } from './setup-model';

/** A club the user typed in (spec: kept in localStorage `userClubs`, ids starting `manual_`). */
export interface SavedClub {
  id: string;
  name: string;
  courtName?: string;
  address?: string;
  sessionDuration?: number;
  description?: string;
  savedAt: string;
}

export function readUserClubs(): SavedClub[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(USER_CLUBS_KEY) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((club): club is SavedClub => typeof club?.id === 'string' && club.id.startsWith('manual_'))
      : [];
  } catch {
    return [];
  }
}

/** Saves (or replaces by name) a manual club and returns it with its `manual_` id. */
export function saveUserClub(draft: ClubDraft): SavedClub {
  const clubs = readUserClubs();
  const existing = clubs.find((club) => club.name.toLowerCase() === draft.name.trim().toLowerCase());
  const minutes = Number(draft.sessionDuration);
  const club: SavedClub = {
    id: existing?.id ?? `manual_${crypto.randomUUID()}`,
    name: draft.name.trim(),
    ...(draft.courtName.trim() ? { courtName: draft.courtName.trim() } : {}),
    ...(draft.address.trim() ? { address: draft.address.trim() } : {}),
    ...(draft.sessionDuration && Number.isInteger(minutes) ? { sessionDuration: minutes } : {}),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    savedAt: new Date().toISOString(),
  };
  const next = [club, ...clubs.filter((saved) => saved.id !== club.id)];
  window.localStorage.setItem(USER_CLUBS_KEY, JSON.stringify(next));
  return club;
}

export function clubDraftOf(club: SavedClub): ClubDraft {
  return {
    id: club.id,
    name: club.name,
    courtName: club.courtName ?? '',
    address: club.address ?? '',
    sessionDuration: club.sessionDuration ? String(club.sessionDuration) : '',
    description: club.description ?? '',
  };
}
