/**
 * The only entry of @marcador/domain: pure rules shared by the browser and the server.
 * Nothing here does I/O, reads the clock or draws random numbers; time, ids and seeds are arguments.
 */

// --- scoring (packages/domain/src/scoring) ---

// --- voice (packages/domain/src/voice) ---

// --- tournament (packages/domain/src/tournament) ---

// --- account (packages/domain/src/account) ---
