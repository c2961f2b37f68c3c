import { headerText } from './names';

/**
 * Limits on the invitation e-mails (post-match, decision 018, and /invite-friends, decision 032), which
 * go to addresses the user typed: without them a free account is a relay for mail to anyone, carrying
 * names of its choosing. A real player sends a few a day (a doubles match has at most 3 invitees), so
 * the limits sit well above that. Both kinds count on the same two counters.
 */

/** Invitations one user may send in a day (24 h from the first), opted-out addresses included. */
export const INVITATIONS_PER_USER_PER_DAY = 20;

/** Invitations one address may receive in a day, from every sender together. */
export const INVITATIONS_PER_RECIPIENT_PER_DAY = 3;

/**
 * Points a match must have played for its invitations to go: points that changed the score and are
 * still in force (not undone, not before a restart). Nobody played a match with none.
 */
export const MIN_POINTS_FOR_INVITATIONS = 1;

/** True when a finished match with `pointsPlayed` points (as above) sends its invitations. */
export function sendsInvitations(pointsPlayed: number): boolean {
  return pointsPlayed >= MIN_POINTS_FOR_INVITATIONS;
}

/** Longest custom message of an e-mail invitation (characters, after cleaning). */
export const INVITATION_MESSAGE_MAX = 500;

/**
 * The custom message of an e-mail invitation as it is sent: each line cleaned like a header (no
 * control or bidi characters: a U+202E must not reorder what the recipient reads), empty lines
 * dropped, lines joined by one newline (the e-mail shows each as a paragraph), at most
 * INVITATION_MESSAGE_MAX characters. An empty result means no message.
 */
export function invitationMessage(text: string): string {
  return text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map(headerText)
    .filter((line) => line !== '')
    .join('\n')
    .slice(0, INVITATION_MESSAGE_MAX)
    .trim();
}
