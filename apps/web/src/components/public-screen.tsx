import { type ReactNode, useRef } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/** The copy a public screen shows around its view. */
export interface PublicScreenText {
  loading: string;
  failed: string;
  unavailableTitle: string;
  unavailableBody: string;
  fullScreen: string;
}

/**
 * A public screen behind a link (decisions 046 and 056: a tournament's TV view, a club's TV): dark,
 * read from across a club, its view once loaded, the "link does not work" message once the server says
 * so; "Pantalla completa" puts this page (not the app's header) full screen.
 */
export function PublicScreen<View>({
  state: { view, unavailable, failed },
  text,
  children,
}: {
  state: { view: View | undefined; unavailable: boolean; failed: boolean };
  text: PublicScreenText;
  children: (view: View) => ReactNode;
}) {
  const screen = useRef<HTMLDivElement>(null);

  let body: ReactNode;
  if (unavailable) {
    body = (
      <div role="alert" className="space-y-3 py-10 text-center">
        <h1 className="font-bold text-3xl text-white lg:text-5xl">{text.unavailableTitle}</h1>
        <p className="text-chalk text-lg lg:text-3xl">{text.unavailableBody}</p>
      </div>
    );
  } else if (view) {
    body = children(view);
  } else if (failed) {
    body = (
      <p role="alert" className="py-10 text-center text-chalk text-lg">
        {text.failed}
      </p>
    );
  } else {
    body = <Spinner label={text.loading} className="py-10 text-white" />;
  }

  return (
    <div ref={screen} className="min-h-dvh overflow-y-auto bg-court-950 px-3 py-4 sm:px-6 lg:px-10 lg:py-8">
      {view && (
        <div className="mb-4 flex justify-end">
          <Button variant="onDark" onClick={() => void screen.current?.requestFullscreen?.().catch(() => {})}>
            {text.fullScreen}
          </Button>
        </div>
      )}
      {body}
    </div>
  );
}

/** The screen's copy from a namespace's `tv.*` keys. */
export const publicScreenText = (t: (key: string) => string): PublicScreenText => ({
  loading: t('tv.loading'),
  failed: t('tv.failed'),
  unavailableTitle: t('tv.unavailableTitle'),
  unavailableBody: t('tv.unavailableBody'),
  fullScreen: t('tv.fullScreen'),
});
