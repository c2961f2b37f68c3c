/**
 * The IndexedDB database holding the device's matches. Its own module so the auth repair (which
 * runs from the shell) can name it without importing the store.
 */
export const MATCH_DB_NAME = 'marcador-matches';
