import type {
  CourtSessionResponse,
  CourtsResponse,
  CreateCourtRequest,
  CreateSessionRequest,
  DashboardResponse,
  PlayerSearchResponse,
  StartSessionResponse,
  UpdateCourtRequest,
  UpdateSessionRequest,
  UpdateVenueSettingsRequest,
  VenuePlayersResponse,
  VenueSessionsResponse,
  VenueSettingsResponse,
} from '@marcador/contracts';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  settings: shaped<VenueSettingsResponse>({ venue: 'object' }),
  courts: shaped<CourtsResponse>({ courts: 'array' }),
  court: shaped<{ court: CourtsResponse['courts'][number] }>({ court: 'object' }),
  sessions: shaped<VenueSessionsResponse>({ sessions: 'array' }),
  session: shaped<CourtSessionResponse>({ session: 'object' }),
  started: shaped<StartSessionResponse>({ session: 'object', club: 'object' }),
  dashboard: shaped<DashboardResponse>({
    venue: 'object',
    date: 'string',
    courts: 'array',
    upcoming: 'array',
    week: 'object',
  }),
  players: shaped<VenuePlayersResponse>({ players: 'array' }),
  directory: shaped<PlayerSearchResponse>({ players: 'array' }),
};

const segment = encodeURIComponent;
const venuePath = (venueId: string) => `/api/venues/${segment(venueId)}`;

/** The court admin's endpoints (packages/contracts/src/court-admin.ts), for the venue they manage. */
export const courtAdminApi = {
  settings: (venueId: string, signal?: AbortSignal) =>
    api.request(`${venuePath(venueId)}/settings`, checks.settings, { signal }),
  updateSettings: (venueId: string, changes: UpdateVenueSettingsRequest) =>
    api.request(`${venuePath(venueId)}/settings`, checks.settings, { method: 'PATCH', body: changes }),
  courts: (venueId: string, signal?: AbortSignal) =>
    api.request(`${venuePath(venueId)}/courts`, checks.courts, { signal }),
  addCourt: (venueId: string, court: CreateCourtRequest) =>
    api.request(`${venuePath(venueId)}/courts`, checks.court, { method: 'POST', body: court }),
  updateCourt: (venueId: string, courtId: string, changes: UpdateCourtRequest) =>
    api.request(`${venuePath(venueId)}/courts/${segment(courtId)}`, checks.court, { method: 'PATCH', body: changes }),
  /** Sessions between two of the venue's dates, both included. */
  sessions: (venueId: string, from: string, to: string, signal?: AbortSignal) =>
    api.request(`${venuePath(venueId)}/sessions?from=${from}&to=${to}`, checks.sessions, { signal }),
  dashboard: (venueId: string, signal?: AbortSignal) =>
    api.request(`${venuePath(venueId)}/dashboard`, checks.dashboard, { signal }),
  venuePlayers: (venueId: string, q: string, signal?: AbortSignal) =>
    api.request(`${venuePath(venueId)}/players?q=${segment(q)}`, checks.players, { signal }),
  session: (id: string, signal?: AbortSignal) =>
    api.request(`/api/sessions/${segment(id)}`, checks.session, { signal }),
  createSession: (request: CreateSessionRequest) =>
    api.request('/api/sessions', checks.session, { method: 'POST', body: request }),
  updateSession: (id: string, changes: UpdateSessionRequest) =>
    api.request(`/api/sessions/${segment(id)}`, checks.session, { method: 'PATCH', body: changes }),
  startSession: (id: string) => api.request(`/api/sessions/${segment(id)}/start`, checks.started, { method: 'POST' }),
  /** The players' directory search (GET /api/players, the one the network pages use). */
  directory: (q: string, signal?: AbortSignal) =>
    api.request(`/api/players?q=${segment(q)}`, checks.directory, { signal }),
};

/** Query keys: everything of one venue starts with its id, so a change refreshes all its views at once. */
export const courtAdminKeys = {
  venue: (venueId: string) => ['court-admin', venueId] as const,
  settings: (venueId: string) => ['court-admin', venueId, 'settings'] as const,
  courts: (venueId: string) => ['court-admin', venueId, 'courts'] as const,
  sessions: (venueId: string, from: string, to: string) => ['court-admin', venueId, 'sessions', from, to] as const,
  dashboard: (venueId: string) => ['court-admin', venueId, 'dashboard'] as const,
  venuePlayers: (venueId: string, q: string) => ['court-admin', venueId, 'players', q] as const,
  session: (id: string) => ['court-admin', 'session', id] as const,
  directory: (q: string) => ['court-admin', 'directory', q] as const,
};
