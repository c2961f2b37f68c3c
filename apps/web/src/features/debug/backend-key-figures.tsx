import type { BackendKeyCount, BackendKeys } from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';
import { useSession } from '../../lib/session';
import { usePageTranslation } from '../../lib/use-translation';

const checks = {
  count: shaped<BackendKeyCount>({ configured: 'number', total: 'number' }),
  keys: shaped<BackendKeys>({ configured: 'number', total: 'number', integrations: 'array' }),
};

/**
 * The spec's backend-key count (decision 050): how many integrations the server has set up, for
 * anyone; to an admin, also which. Never a value: the server sends none.
 */
export function BackendKeyFigures() {
  const { t } = usePageTranslation('debug');
  const session = useSession();
  const admin = session.data?.roles.includes('admin') ?? false;
  const count = useQuery({
    queryKey: ['backend-keys'],
    queryFn: ({ signal }) => api.request('/api/backend-keys', checks.count, { signal }),
    enabled: !admin,
  });
  const keys = useQuery({
    queryKey: ['admin', 'backend-keys'],
    queryFn: ({ signal }) => api.request('/api/admin/backend-keys', checks.keys, { signal }),
    enabled: admin,
  });
  const figures = admin ? keys.data : count.data;
  if (!figures) return null;
  return (
    <div className="grid gap-2">
      <p>{t('debug.server.backendKeysCount', { configured: figures.configured, total: figures.total })}</p>
      {admin && keys.data ? (
        <ul className="flex flex-wrap gap-2">
          {keys.data.integrations.map((integration) => (
            <li key={integration.name}>
              <Badge tone={integration.configured ? 'success' : 'neutral'}>
                {t('debug.server.integrationState', {
                  name: t(`debug.server.integrations.${integration.name}`),
                  state: integration.configured ? t('debug.server.configured') : t('debug.server.notConfigured'),
                })}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
