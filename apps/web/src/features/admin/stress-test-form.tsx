import { STRESS_TEST_LIMITS } from '@marcador/contracts/limits';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useStartStressRun } from './stress-test-api';

/** A whole number within `limits`, or null. */
function wholeWithin(text: string, limits: { min: number; max: number }): number | null {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= limits.min && value <= limits.max ? value : null;
}

/** Connections and seconds, checked here as the server checks them, and the start button. */
export function StressTestForm({ underWay }: { underWay: boolean }) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const start = useStartStressRun();
  const [connections, setConnections] = useState('10');
  const [seconds, setSeconds] = useState('5');
  const [checked, setChecked] = useState(false);
  const limits = STRESS_TEST_LIMITS;
  const chosenConnections = wholeWithin(connections, limits.connections);
  const chosenSeconds = wholeWithin(seconds, limits.seconds);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (chosenConnections === null || chosenSeconds === null) return;
    start.mutate(
      { connections: chosenConnections, durationSeconds: chosenSeconds },
      {
        onError: (failure) =>
          showToast('error', { title: t('stressTest.form.failed'), description: apiErrorText(failure, tm) }),
      },
    );
  }

  const invalid = (value: number | null, range: { min: number; max: number }) =>
    checked && value === null ? t('stressTest.form.invalid', range) : undefined;

  return (
    <form
      aria-labelledby="stress-test-form"
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-5 rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8"
    >
      <h2 id="stress-test-form" className="font-display text-xl font-bold text-court-900">
        {t('stressTest.form.title')}
      </h2>
      <TextField
        label={t('stressTest.form.connections')}
        name="connections"
        type="number"
        inputMode="numeric"
        min={limits.connections.min}
        max={limits.connections.max}
        value={connections}
        hint={t('stressTest.form.connectionsHint', limits.connections)}
        error={invalid(chosenConnections, limits.connections)}
        onChange={(event) => setConnections(event.target.value)}
      />
      <TextField
        label={t('stressTest.form.duration')}
        name="durationSeconds"
        type="number"
        inputMode="numeric"
        min={limits.seconds.min}
        max={limits.seconds.max}
        value={seconds}
        hint={t('stressTest.form.durationHint', limits.seconds)}
        error={invalid(chosenSeconds, limits.seconds)}
        onChange={(event) => setSeconds(event.target.value)}
      />
      <Button type="submit" disabled={underWay || start.isPending} className="justify-self-start">
        {start.isPending ? t('stressTest.form.starting') : t('stressTest.form.start')}
      </Button>
      <p className="text-sm text-muted">{t('stressTest.form.note')}</p>
    </form>
  );
}
