import type { PremiumFeature } from '@marcador/domain';
import { Crown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '../ui/button';
import { lazyDialog } from '../ui/lazy-dialog';

// The dialog loads after the page has rendered (components/ui/lazy-dialog.tsx).
const PremiumUpsellDialog = lazyDialog(() => import('./premium-upsell-dialog').then((m) => m.PremiumUpsellDialog));

/** A button that opens the upsell for `feature`: the one way a gate offers Premium. */
export function PremiumUpsellButton({
  feature,
  variant = 'primary',
  className,
  children,
}: {
  feature: PremiumFeature;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <Crown aria-hidden="true" className="size-5" />
        {children}
      </Button>
      <PremiumUpsellDialog feature={feature} open={open} onOpenChange={setOpen} />
    </>
  );
}
