import { Bluetooth } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/use-translation';

/** The profile's way to "Mando a distancia" (a remote belongs to a device, so it is only a link here). */
export function RemoteCard() {
  const { t } = useTranslation('account');
  return (
    <Card className="mt-6 flex flex-wrap items-center justify-between gap-4 p-5 sm:p-6">
      <div className="min-w-0 flex-1 basis-64">
        <h2 className="font-display text-xl font-extrabold text-court-900">{t('profile.remote.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('profile.remote.body')}</p>
      </div>
      <Link to="/remote" className={buttonClasses('secondary')}>
        <Bluetooth aria-hidden="true" className="size-4" />
        {t('profile.remote.open')}
      </Link>
    </Card>
  );
}
