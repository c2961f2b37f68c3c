import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** Keeps `document.title` on the deepest matched route's title, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter((key): key is string => Boolean(key))
    .at(-1);

  useEffect(() => {
    document.title = titleKey ? t('meta.pageTitle', { page: t(titleKey) }) : t('meta.defaultTitle');
  }, [titleKey, t]);
}
