import type { AdminUserResponse, AdminUsersResponse } from '@marcador/contracts';
import { ADMIN_USERS_MAX_PAGE } from '@marcador/contracts/admin-limits';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  list: shaped<AdminUsersResponse>({ users: 'array', hasMore: 'boolean' }),
  one: shaped<AdminUserResponse>({ user: 'object' }),
};

const usersKey = ['admin', 'users'] as const;

/** Accounts whose e-mail or name holds `query` (all when empty), newest first, page by page. */
export function useAdminUsers(query: string) {
  return useInfiniteQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ pageParam, signal }) =>
      api.request(`/api/admin/users?${new URLSearchParams({ q: query, page: String(pageParam) })}`, checks.list, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore && last.page < ADMIN_USERS_MAX_PAGE ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One action on one account; the list and the log are read again after it, whatever the answer. */
export type UserAction =
  | { kind: 'court-admin'; userId: string; granted: boolean }
  | { kind: 'manual-premium'; userId: string; premium: boolean }
  | { kind: 'verification-email'; userId: string }
  | { kind: 'disabled'; userId: string; disabled: boolean };

const request = (action: UserAction) => {
  const path = `/api/admin/users/${encodeURIComponent(action.userId)}/${action.kind}`;
  if (action.kind === 'court-admin') return { path, body: { granted: action.granted } };
  if (action.kind === 'manual-premium') return { path, body: { premium: action.premium } };
  if (action.kind === 'disabled') return { path, body: { disabled: action.disabled } };
  return { path };
};

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => {
      const { path, body } = request(action);
      return api.request(path, checks.one, { method: 'POST', ...(body ? { body } : {}) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'log'] }),
      ]),
  });
}
