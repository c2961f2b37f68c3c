import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { TFunction } from '../../lib/translate';
import { useTranslation } from '../../lib/use-translation';
import type { RouteHandle } from '../router';

/** The deepest matched route's title key, if any route on the way names one. */
export function deepestTitleKey(matches: readonly { handle?: unknown }[]): string | undefined {
  return matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter((key): key is string => Boolean(key))
    .at(-1);
}

/** The document title for a page (the prerendered HTML uses it too). */
export function pageTitle(t: TFunction, titleKey: string | undefined): string {
  return titleKey ? t('meta.pageTitle', { page: t(titleKey) }) : t('meta.defaultTitle');
}

/** Keeps `document.title` on the deepest matched route's title, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = deepestTitleKey(useMatches());

  useEffect(() => {
    document.title = pageTitle(t, titleKey);
  }, [titleKey, t]);
}
