import type { ReactNode } from 'react';
import { ToasterHost } from './toaster-host';

/**
 * App-wide providers. The strings need no provider (lib/i18n.ts is a module-level store); the
 * query cache's provider comes with each page that uses it (query-provider.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
