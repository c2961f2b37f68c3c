import type { DatabaseOverview, DatabaseRows } from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  overview: shaped<DatabaseOverview>({ tables: 'array', migrations: 'array' }),
  rows: shaped<DatabaseRows>({ columns: 'array', rows: 'array' }),
};

const tablePath = (table: string) => `/api/admin/database/tables/${encodeURIComponent(table)}`;

/** The CSV export of a table: a plain link, the browser downloads it with the session cookie. */
export const exportHref = (table: string) => `${tablePath(table)}/export`;

/** The database's kind, version, pool, tables and migrations (decision 050). */
export function useDatabaseOverview() {
  return useQuery({
    queryKey: ['admin', 'database'],
    queryFn: ({ signal }) => api.request('/api/admin/database', checks.overview, { signal }),
    staleTime: 0,
  });
}

/** A table's newest rows, masked by the server. */
export function useTableRows(table: string) {
  return useQuery({
    queryKey: ['admin', 'database', 'rows', table],
    queryFn: ({ signal }) => api.request(`${tablePath(table)}/rows`, checks.rows, { signal }),
    staleTime: 0,
  });
}
