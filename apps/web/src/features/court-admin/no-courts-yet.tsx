import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/** What the dashboard and the day's list say before the venue has courts: where to add them. */
export function NoCourtsYet() {
  const { t } = useTranslation('account');
  return (
    <p className="text-muted">
      {t('courtAdmin.dashboard.noCourts')}{' '}
      <Link
        to="/add-court"
        className="inline-flex min-h-11 items-center font-semibold text-court-800 underline underline-offset-4"
      >
        {t('courtAdmin.dashboard.addCourts')}
      </Link>
    </p>
  );
}
