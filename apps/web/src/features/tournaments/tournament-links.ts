/** The rotation page's address is shared with the match pages' way back (lib/tournaments.ts). */
export { rotationPath } from '../../lib/tournaments';
