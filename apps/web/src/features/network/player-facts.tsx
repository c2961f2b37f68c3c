import type { PlayerCard } from '@marcador/contracts';
import { MapPin, Medal, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * A player's level, sports and city as a short list, with the profile's own labels (the `account`
 * namespace, loaded with these pages). Long values wrap instead of widening the page.
 */
export function PlayerFacts({
  player,
  extra,
}: {
  player: Pick<PlayerCard, 'skillLevel' | 'sports' | 'city'>;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation('network');
  // The sports as a sentence in the interface language ("Tenis y Pádel").
  const sports = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-court-800">
      <Fact icon={<Medal aria-hidden="true" className="size-4" />} label={t('facts.level')}>
        {player.skillLevel ? t(`account:skillLevels.${player.skillLevel}`) : t('facts.noLevel')}
      </Fact>
      {player.sports.length > 0 ? (
        <Fact icon={<Trophy aria-hidden="true" className="size-4" />} label={t('facts.sports')}>
          {sports.format(player.sports.map((sport) => t(`account:sports.${sport}`)))}
        </Fact>
      ) : null}
      {player.city ? (
        <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label={t('facts.city')}>
          {player.city}
        </Fact>
      ) : null}
      {extra}
    </ul>
  );
}

/** One fact: its icon, a label for screen readers only (the value speaks for itself on screen), the value. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-1.5">
      <span className="mt-0.5 shrink-0 text-court-600">{icon}</span>
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
