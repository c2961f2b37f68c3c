import { Crown } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

/** The panel's heading and Premium badge, shared by the locked card and the panel. */
export function PanelTitle() {
  const { t } = useTranslation('voice');
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 className="font-display text-xl font-extrabold text-court-900">{t('panel.title')}</h2>
      <Badge tone="ball">
        <Crown aria-hidden="true" className="size-3.5" />
        {t('panel.premium')}
      </Badge>
    </div>
  );
}
