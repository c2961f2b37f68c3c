import type { ReactNode } from 'react';
import { LoadingScreen } from '../components/ui/spinner';
import { usePublicConfig } from '../lib/use-public-config';
import { useTranslation } from '../lib/use-translation';
import type { FeatureFlag } from './route-types';

/**
 * Shows `page` when the deployment has `flag` switched on (GET /api/config), else `fallback`.
 * An unreachable config counts as off: the coming-soon page is the safe side.
 */
export function FlagGate({ flag, page, fallback }: { flag: FeatureFlag; page: ReactNode; fallback: ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  if (config.isPending) return <LoadingScreen label={t('common.loading')} />;
  return config.data?.flags[flag] ? page : fallback;
}
