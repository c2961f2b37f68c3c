import type { TeamNames } from '@marcador/domain';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { coinToss, type ServeChoice } from './serve-choice';
import { ServePicker } from './serve-picker';

/**
 * "¿Quién saca primero?" before the match starts: the serving team (and in doubles each team's first
 * server), or a coin toss that picks the team and says the result in a live region.
 */
export function ServeStart({
  choice,
  onChange,
  names,
  playerOrder,
}: {
  choice: ServeChoice;
  onChange: (choice: ServeChoice) => void;
  names: TeamNames;
  playerOrder: boolean;
}) {
  const { t } = useTranslation('match');
  const [tossResult, setTossResult] = useState('');
  function toss() {
    const server = coinToss();
    onChange({ ...choice, server });
    setTossResult(t('serve.tossResult', { team: names[server] }));
  }
  // A team picked by hand after a toss: the toss's result no longer says who serves.
  function pick(next: ServeChoice) {
    if (next.server !== choice.server) setTossResult('');
    onChange(next);
  }
  return (
    <section
      aria-label={t('serve.firstQuestion')}
      className="mt-8 flex w-full max-w-md flex-col gap-3 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8"
    >
      <ServePicker
        choice={choice}
        onChange={pick}
        names={names}
        playerOrder={playerOrder}
        teamLegend={t('serve.firstQuestion')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={toss}>
          <Coins aria-hidden="true" className="size-5" />
          {t('serve.toss')}
        </Button>
        <p aria-live="polite" data-testid="coin-toss" className="min-w-0 font-semibold wrap-anywhere text-court-900">
          {tossResult}
        </p>
      </div>
    </section>
  );
}
