import type { VenueInfo } from '@marcador/contracts';
import { VENUE_SESSION_MINUTES } from '@marcador/contracts/limits';
import type { ClubDraft } from './setup-model';
import type { SavedClub } from './user-clubs';

/** One result of the club search: a venue from the server or a club the user saved by hand. */
export type ClubChoice =
  | { kind: 'venue'; id: string; name: string; detail: string; venue: VenueInfo }
  | { kind: 'saved'; id: string; name: string; detail: string; club: SavedClub };

/** Lower case without accents, so "malaga" finds "Málaga" as the server's search does. */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').trim();
}

/** "Street 1, City", leaving out the empty parts. */
function placeOf(address: string | undefined, city: string | undefined): string {
  return [address, city].filter((part) => part?.trim()).join(', ');
}

/**
 * The search's results: the user's own clubs whose name or address contains the query (all of
 * them for an empty query) first, then the venues the server found for it.
 */
export function clubChoices(query: string, saved: readonly SavedClub[], venues: readonly VenueInfo[]): ClubChoice[] {
  const folded = foldForSearch(query);
  const own = saved
    .filter((club) => foldForSearch(`${club.name} ${club.address ?? ''}`).includes(folded))
    .map((club): ClubChoice => ({ kind: 'saved', id: club.id, name: club.name, detail: club.address ?? '', club }));
  const found = venues.map(
    (venue): ClubChoice => ({
      kind: 'venue',
      id: venue.id,
      name: venue.name,
      detail: placeOf(venue.address, venue.city),
      venue,
    }),
  );
  return [...own, ...found];
}

/**
 * The match's club for a chosen venue: its id, name and place; no court yet (the set-up offers the
 * venue's courts); its session length, kept within what a match accepts.
 */
export function clubDraftOfVenue(venue: VenueInfo): ClubDraft {
  const minutes = Math.min(VENUE_SESSION_MINUTES.max, Math.max(VENUE_SESSION_MINUTES.min, venue.sessionMinutes));
  return {
    id: venue.id,
    name: venue.name,
    courtName: '',
    address: placeOf(venue.address, venue.city),
    sessionDuration: String(minutes),
    description: '',
    venueCourts: venue.courtNames,
  };
}
