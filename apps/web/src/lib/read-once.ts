import { useEffect, useState } from 'react';

/**
 * A read of something fixed for the page's life (the deployment's configuration) for pages that do
 * without React Query (decision 024): one request per page load, shared by every caller. A failure
 * is forgotten, so the next caller asks again.
 */
export function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The answer of a `readOnce` read: undefined until it arrives, and when it failed. */
export function useReadOnce<T>(read: () => Promise<T>): T | undefined {
  const [data, setData] = useState<T | undefined>(undefined);
  useEffect(() => {
    let current = true;
    read().then(
      (value) => {
        if (current) setData(value);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [read]);
  return data;
}
