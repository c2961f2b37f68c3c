import type { AdministratorResponse, AdministratorsResponse } from '@marcador/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  list: shaped<AdministratorsResponse>({ administrators: 'array' }),
  added: shaped<AdministratorResponse>({ administrator: 'object' }),
};

const administratorsKey = ['admin', 'administrators'] as const;
/** The action log shows each change: read it again after one. */
const logKey = ['admin', 'log'] as const;

/** Every administrator with the date added (spec section 5). */
export function useAdministrators() {
  return useQuery({
    queryKey: administratorsKey,
    queryFn: ({ signal }) => api.request('/api/admin/administrators', checks.list, { signal }),
    staleTime: 0,
  });
}

/** The list (and the log) are read again after a change, whatever the answer: another admin may act too. */
function useAdministratorChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: administratorsKey }),
        queryClient.invalidateQueries({ queryKey: logKey }),
      ]),
  });
}

/** Makes the account with this e-mail an administrator. */
export function useAddAdministrator() {
  return useAdministratorChange((email: string) =>
    api.request('/api/admin/administrators', checks.added, { method: 'POST', body: { email } }),
  );
}

/** Removes an administrator (never oneself nor the last one: the server refuses with 409). */
export function useRemoveAdministrator() {
  return useAdministratorChange((userId: string) =>
    api.request(`/api/admin/administrators/${encodeURIComponent(userId)}`, checks.list, { method: 'DELETE' }),
  );
}
