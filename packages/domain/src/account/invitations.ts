/**
 * Limits on the post-match invitation e-mail, which goes to addresses the user typed: without them a
 * free account is a relay for mail to anyone, carrying names of its choosing. A real player sends a
 * few a day (a doubles match has at most 3 invitees), so the limits sit well above that.
 */

/** Post-match invitations one user may send in a day (24 h from the first), opted-out addresses included. */
export const INVITATIONS_PER_USER_PER_DAY = 20;

/** Post-match invitations one address may receive in a day, from every sender together. */
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
