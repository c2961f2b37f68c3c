import { RotateCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** Something that could not be read (`title`), with the button that reads it again. */
export function RetryAlert({ title, retryLabel, onRetry }: { title: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert tone="error" title={title}>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {retryLabel}
      </Button>
    </Alert>
  );
}
