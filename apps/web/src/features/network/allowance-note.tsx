import { Crown } from 'lucide-react';
import { PremiumLink } from '../../components/premium/premium-link';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { LimitStanding } from './contacts-allowance';

/**
 * A free plan's count against its limit ("12 de 25 contactos"), with Premium offered (`upsell`) and
 * what is left said (`near`, `full`) once few places are left or none.
 */
export function AllowanceNote({
  standing,
  count,
  near,
  full,
  upsell,
}: {
  standing: LimitStanding;
  count: string;
  near: string;
  full: string;
  upsell: string;
}) {
  const tight = standing.kind !== 'room';
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl p-4 ring-1',
        tight ? 'bg-ball-200/60 ring-ball-500/40' : 'bg-white ring-court-200',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold text-court-900">{count}</p>
        {tight ? <p className="mt-0.5 text-sm text-court-800">{standing.kind === 'full' ? full : near}</p> : null}
      </div>
      {tight ? (
        <PremiumLink to="/precios" className={buttonClasses('primary')}>
          <Crown aria-hidden="true" className="size-4" />
          {upsell}
        </PremiumLink>
      ) : null}
    </div>
  );
}
