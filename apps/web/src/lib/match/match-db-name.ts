/**
 * The IndexedDB databases holding what the device recorded and the server may not have yet: the
 * device's matches, and the tournament results entered offline (decision 045). Their own module so
 * the auth repair (which runs from the shell) can spare them without importing their stores.
 */
export const MATCH_DB_NAME = 'marcador-matches';
export const TOURNAMENT_RESULTS_DB_NAME = 'marcador-tournament-results';
