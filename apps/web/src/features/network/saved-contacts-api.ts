import type {
  SavedContactChange,
  SavedContactDeleted,
  SavedContactInput,
  SavedContactResponse,
  SavedContactsResponse,
} from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  list: shaped<SavedContactsResponse>({ contacts: 'array', summary: 'object' }),
  saved: shaped<SavedContactResponse>({ contact: 'object', summary: 'object' }),
  deleted: shaped<SavedContactDeleted>({ summary: 'object' }),
};

const path = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;

/** The saved contacts endpoints (packages/contracts/src/contacts.ts; decision 031). */
export const savedContactsApi = {
  list: (signal?: AbortSignal) => api.request('/api/contacts', checks.list, { signal }),
  add: (contact: SavedContactInput) => api.request('/api/contacts', checks.saved, { method: 'POST', body: contact }),
  change: (id: string, change: SavedContactChange) =>
    api.request(path(id), checks.saved, { method: 'PATCH', body: change }),
  remove: (id: string) => api.request(path(id), checks.deleted, { method: 'DELETE' }),
};

/** Every cached saved-contacts answer: a save or a delete reads them again. */
export const SAVED_CONTACTS_KEY = ['savedContacts'] as const;

/** The viewer's saved contacts by name, with the count and the plan's limit. */
export function useSavedContacts() {
  return useQuery({ queryKey: SAVED_CONTACTS_KEY, queryFn: ({ signal }) => savedContactsApi.list(signal) });
}
