/**
 * Where the device keeps what the server may not have yet: the IndexedDB database of the device's
 * matches, the local-storage entry of points a closing page could not commit there yet (decision
 * 027), and the one of tournament results entered offline (decision 045). Their
 * own module so the auth repair (which runs from the shell) can spare them without importing their
 * stores.
 */
export const MATCH_DB_NAME = 'marcador-matches';
export const TOURNAMENT_RESULTS_STORAGE_KEY = 'marcador-tournament-results';
export const LEAVING_ENTRIES_STORAGE_KEY = 'marcador-leaving-entries';
