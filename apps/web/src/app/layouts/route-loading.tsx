import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/ui/spinner';

/** Shown in the content area while the first page module loads. */
export function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('common.loading')} />;
}
