import { useEffect, useSyncExternalStore } from 'react';
import { loadNamespace, type Namespace, type NamespaceMode, subscribe, type Translation, translationFor } from './i18n';

function useTranslations(namespaces: readonly Namespace[], mode: NamespaceMode): Translation {
  const snapshot = () => translationFor(namespaces, mode);
  const translation = useSyncExternalStore(subscribe, snapshot, snapshot);
  // A component mounted before its namespace loaded (a dialog reading another feature's copy) asks
  // for it; the store then hands it a new translation with `ready` set.
  // The translation object changes only with the language or a load, so this runs that rarely.
  useEffect(() => {
    if (!translation.ready) for (const namespace of translation.namespaces) void loadNamespace(namespace);
  }, [translation]);
  return translation;
}

/**
 * `t` over one namespace (the shell's `translation` by default), re-rendering on a language switch.
 * With a list, `t` reads the first and the others load too, for keys prefixed `voice:`.
 */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = 'translation'): Translation {
  return useTranslations(typeof namespaces === 'string' ? [namespaces] : namespaces, 'default');
}

/**
 * `t` for a page (or the phone menu) whose copy has its own namespace: that namespace first, then
 * the shell's (route titles and shared labels stayed there).
 */
export function usePageTranslation(namespace: 'pricing' | 'legal' | 'debug' | 'comingSoon' | 'menu'): Translation {
  return useTranslations([namespace, 'translation'], 'fallback');
}

/**
 * `t` for the set-up: its own copy (`setup`, which the live board does not download) first, then the
 * match's (sports, teams, formats), which it shares with the board and the summary.
 */
export function useSetupTranslation(): Translation {
  return useTranslations(['setup', 'match'], 'fallback');
}

/**
 * `t` for a match after the fact (its summary, the history's rows, the serve statistics): their own
 * copy (`summary`, which the live board does not download) first, then the match's.
 */
export function useSummaryTranslation(): Translation {
  return useTranslations(['summary', 'match'], 'fallback');
}
