import { Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type StoredGameConfig, writeStartTime } from '../../lib/match/game-config';
import { namesWithPlayers } from '../../lib/match/team-names';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { DEFAULT_SERVE_CHOICE, hasPlayerOrder, type ServeChoice } from './serve-choice';
import { ServeStart } from './serve-start';
import type { LiveMatch } from './use-live-match';

/** Before the first point: the teams, who serves first, and "Empezar partido". */
export function StartCard({ live, config }: { live: LiveMatch; config: StoredGameConfig }) {
  const { t } = useTranslation('match');
  const names = useMemo(() => namesWithPlayers(config, t), [config, t]);
  const [serve, setServe] = useState<ServeChoice>(DEFAULT_SERVE_CHOICE);
  async function start() {
    // The first entry of the log: every later server follows from it.
    await live.record({ type: 'serve_order', ...serve });
    const now = Date.now();
    writeStartTime(now);
    await live.updateMatch((match) => ({ ...match, startedAt: now, putSynced: false }));
    showToast('success', { title: t('toasts.started'), duration: 3000 });
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-5 py-16 text-center">
      <p className="text-sm font-bold tracking-widest text-muted uppercase">
        {t(`sports.${config.rules.sport}`)}
        {config.rules.race ? ` · ${t('race.total', { total: config.rules.race.totalPoints })}` : null}
      </p>
      <h1 className="mt-2 max-w-full font-display text-3xl font-extrabold wrap-anywhere text-court-900">
        {names.player1} <span className="text-muted">vs</span> {names.player2}
      </h1>
      <ServeStart choice={serve} onChange={setServe} names={names} playerOrder={hasPlayerOrder(config)} />
      <Button size="lg" className="mt-8 min-h-16 px-10 text-xl" onClick={() => void start()}>
        <Play aria-hidden="true" className="size-6" />
        {t('start.button')}
      </Button>
      <p className="mt-4 text-sm text-muted">{t('start.hint')}</p>
    </div>
  );
}
