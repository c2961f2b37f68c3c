import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useSetupTranslation } from '../../lib/use-translation';
import type { TournamentMatchLookup } from './tournament-match';

/**
 * What /setup says of the tournament match it opened for: its round and race once read, a spinner
 * while it loads, a retry when the read failed, and why it cannot be played when it is gone or done.
 */
export function TournamentBanner({
  lookup,
  failed,
  onRetry,
}: {
  lookup: TournamentMatchLookup | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useSetupTranslation();
  if (lookup === undefined && failed)
    return (
      <div className="mb-6">
        <RetryAlert
          title={t('setup.tournament.loadFailed')}
          retryLabel={t('setup.tournament.retry')}
          onRetry={onRetry}
        />
      </div>
    );
  if (lookup === undefined) return <Spinner label={t('setup.tournament.loading')} className="mb-6" />;
  const text =
    lookup.kind === 'ready'
      ? t('setup.tournament.ready', { round: lookup.ref.round, points: lookup.ref.totalPoints })
      : t(`setup.tournament.${lookup.kind}`);
  return (
    <p
      className={`mb-6 rounded-2xl px-4 py-3 text-sm font-semibold ${lookup.kind === 'ready' ? 'bg-court-50 text-court-800' : 'bg-red-50 text-red-800'}`}
      role="status"
    >
      {text}
    </p>
  );
}
