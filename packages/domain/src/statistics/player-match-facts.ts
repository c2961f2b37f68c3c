/** Games behind, in a match of one set, from which winning it counts as a comeback (decision 035). */
export const COMEBACK_GAME_DEFICIT = 3;
