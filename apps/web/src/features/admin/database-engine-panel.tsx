import type { DatabaseOverview } from '@marcador/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/use-translation';

/** Which database this is, its version, its connections and the migrations it has run. */
export function DatabaseEnginePanel({ overview }: { overview: DatabaseOverview }) {
  const { t, i18n } = useTranslation('account');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { pool } = overview;
  return (
    <Card className="sm:p-8">
      <h2 className="font-display text-xl font-bold text-court-900">{t('admin.database.engine')}</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        <Fact label={t('admin.database.engine')}>{t(`admin.database.kinds.${overview.kind}`)}</Fact>
        <Fact label={t('admin.database.engineVersion')}>{overview.version}</Fact>
        <Fact label={t('admin.database.pool')}>
          {pool ? t('admin.database.poolUse', { ...pool }) : t('admin.database.noPool')}
        </Fact>
      </dl>
      <details className="mt-4 rounded-2xl bg-court-50 px-4">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-court-800">
          {t('admin.database.migrations.title')} ·{' '}
          {t('admin.database.migrations.count', { count: overview.migrations.length })}
        </summary>
        <ol className="grid gap-2 pb-4 text-sm">
          {overview.migrations.map((migration) => (
            <li key={migration.name} className="flex flex-wrap justify-between gap-x-4">
              <code className="break-all text-court-900">{migration.name}</code>
              <span className="text-muted">
                {t('admin.database.migrations.appliedAt', { date: date.format(new Date(migration.appliedAt)) })}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words text-court-900">{children}</dd>
    </div>
  );
}
