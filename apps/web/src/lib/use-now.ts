import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` while mounted, so relative times stay true on an open page. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
