import type { StartSessionResponse } from '@marcador/contracts';
import { VENUE_SESSION_MINUTES } from '@marcador/contracts/limits';
import type { NavigateFunction } from 'react-router';
import { readSetupDraft, writeSetupDraft } from './setup-draft';

/** What POST /api/sessions/{id}/start gives the set-up: the venue, the court and the minutes left. */
export type SessionClub = StartSessionResponse['club'];

/**
 * The set-up draft's club for a started court session: the venue's (its id, and the court as the
 * venue's only choice, so the set-up neither keeps it among the hand-made clubs nor offers other
 * courts), its address, and the session's minutes left as the match's session length, within what a
 * match accepts (5 to 600: a session started in its last minutes gets the shortest timer).
 */
export function sessionClubDraft(club: SessionClub) {
  const minutes = Math.min(VENUE_SESSION_MINUTES.max, Math.max(VENUE_SESSION_MINUTES.min, club.sessionDuration));
  return {
    id: club.id,
    name: club.name,
    courtName: club.courtName,
    address: club.address,
    sessionDuration: String(minutes),
    description: '',
    venueCourts: [club.courtName],
  };
}

/**
 * Starting a match from a court session: opens /setup with the session's club, court,
 * address and minutes left filled in, the rest of the set-up as the player left it, so the match
 * timer card counts the session down. The player's pages and the court admin's share this one way
 * (the set-up reads its draft from this tab's storage, as the contacts' round trip does).
 */
export function openSetupForSession(club: SessionClub, navigate: NavigateFunction, store?: Storage): void {
  const stored = readSetupDraft(store);
  const draft = stored && typeof stored === 'object' ? stored : {};
  writeSetupDraft({ ...draft, club: sessionClubDraft(club) }, store);
  void navigate('/setup');
}
