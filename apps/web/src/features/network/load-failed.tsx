import { RotateCw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

/** A list or page that could not be read, and the button that reads it again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('network');
  return (
    <div className="grid gap-3">
      <Alert tone="error" title={title} />
      <Button variant="secondary" className="justify-self-start" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('retry')}
      </Button>
    </div>
  );
}
