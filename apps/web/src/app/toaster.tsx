import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';

/**
 * Sonner's toaster in the app's colours: rich colours make `error` the destructive (red) toast.
 * Loaded only once a toast is requested (see lib/toast.ts).
 */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      offset={{ top: 84 }}
      mobileOffset={{ top: 64 }}
      containerAriaLabel={t('toast.region')}
      toastOptions={{
        closeButtonAriaLabel: t('common.close'),
        className: 'font-sans text-[15px] shadow-lift',
      }}
    />
  );
}
