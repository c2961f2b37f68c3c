import type { ReactNode } from 'react';
import { ToasterHost } from './toaster-host';

/**
 * App-wide providers. i18next is bound globally by `initI18n`, so it needs no provider here; the
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
