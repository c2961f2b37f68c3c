import { type AccountMessageKey, formatAccountMessage, type Locale, type MessageParams } from '@marcador/domain';
import { useCallback } from 'react';
import { currentLanguage } from './i18n';
import { useTranslation } from './use-translation';

/**
 * Account rules return message keys of @marcador/domain, whose texts (Spanish verbatim from the spec,
 * and English) are the same ones the server answers with. This renders them in the interface language.
 */
export function useAccountText(): (key: AccountMessageKey, params?: MessageParams) => string {
  const { i18n } = useTranslation();
  const locale: Locale = currentLanguage(i18n.language);
  return useCallback((key, params) => formatAccountMessage(locale, key, params), [locale]);
}

/** Field -> message for a list of issues; the first issue of a field wins. */
export function issueMessages<F extends string>(
  issues: readonly { field: F; key: AccountMessageKey; params?: MessageParams }[],
  text: (key: AccountMessageKey, params?: MessageParams) => string,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) out[issue.field] ??= text(issue.key, issue.params);
  return out;
}
