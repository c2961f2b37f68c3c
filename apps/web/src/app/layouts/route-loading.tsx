import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';

/** Shown in the content area while the first page module loads. */
export function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('common.loading')} />;
}
