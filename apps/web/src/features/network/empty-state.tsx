import type { ReactNode } from 'react';

/** What an empty list shows instead: what is missing, a hint, and the way to change it. */
export function EmptyState({ message, hint, action }: { message: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-[28px] bg-white p-8 text-center shadow-card ring-1 ring-court-900/8">
      <p className="max-w-prose font-semibold text-court-900 [overflow-wrap:anywhere]">{message}</p>
      {hint ? <p className="max-w-prose text-muted">{hint}</p> : null}
      {action}
    </div>
  );
}
