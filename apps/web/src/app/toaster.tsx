import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { LANDSCAPE_PHONE_QUERY, useIsMobile, useMediaQuery } from '../lib/use-media-query';
import { useTranslation } from '../lib/use-translation';

/**
 * Width of a toast on a phone held sideways: the middle column of the scoring screen's four-button
 * board (landscape-board.tsx), so a toast there never covers a point button.
 */
const SIDEWAYS_WIDTH = '9rem';

type Placement = Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset' | 'closeButton' | 'style'>;

/**
 * Where toasts go: over the sticky site header, never over a page's heading or
 * the point buttons, which a scrolled page can bring anywhere below the header. Sideways on a phone
 * they are as narrow as the scoring board's middle column, at its top (over the set banner, not the
 * winner pop-up's button at the bottom), too narrow for a close button: they leave by themselves or
 * by a swipe.
 */
function usePlacement(): Placement {
  const sideways = useMediaQuery(LANDSCAPE_PHONE_QUERY);
  const phone = useIsMobile();
  const top = 'calc(env(safe-area-inset-top) + 4px)';
  if (sideways) {
    const side = `calc(50% - ${SIDEWAYS_WIDTH} / 2)`;
    return {
      position: 'top-center',
      offset: { top },
      mobileOffset: { top, left: side, right: side },
      closeButton: false,
      style: { '--width': SIDEWAYS_WIDTH } as CSSProperties,
    };
  }
  if (phone)
    return { position: 'top-center', offset: { top }, mobileOffset: { top, left: 8, right: 8 }, closeButton: true };
  return { position: 'top-right', offset: { top: 8, right: 16 }, closeButton: true };
}

/**
 * Sonner's toaster in the app's colours: rich colours make `error` the destructive (red) toast.
 * Loaded only once a toast is requested (see lib/toast.ts). Sizes and the close button's place are
 * in styles.css (sonner's own styles are not in a cascade layer, so utility classes cannot win).
 */
export function Toaster() {
  const { t } = useTranslation();
  const placement = usePlacement();
  return (
    <SonnerToaster
      {...placement}
      richColors
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
