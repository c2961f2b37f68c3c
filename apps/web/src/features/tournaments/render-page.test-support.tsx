import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** `element` rendered at `path` with a router and a query client, without React's text separators. */
export function html(element: ReactNode, path = '/', client = new QueryClient()): string {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToString(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  ).replaceAll('<!-- -->', '');
}
