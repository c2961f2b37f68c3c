import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

/**
 * The one query cache of the page, shared by every provider below. React Query is not on the
 * landing page's path: page loaders import this module beside the page (router.tsx), so only pages
 * that talk to the API through it download it.
 */
const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
