import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/** Interface languages (spec section 1): Spanish is the default, English the other one. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** localStorage key holding the visitor's choice (spec: "stored locally under a language key"). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Cookie mirroring the stored choice: the server picks the prerendered page's language by it (decision 015). */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The stored choice when it is one we support; else the language cookie's (the server prerendered
 * the page in it: a storage cleared on its own must not switch the page's language under the
 * reader); else the default. A storage that throws counts as empty.
 */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined, cookie = ''): Language {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = undefined;
  }
  if (isLanguage(stored)) return stored;
  const fromCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some privacy modes throw on the mere access of localStorage.
    return undefined;
  }
}

/**
 * Namespaces beyond the default one. `translation` (locales/<lng>.json) holds what the shell and the
 * landing show; every other feature's copy is its own namespace (`account` in
 * locales/account/<lng>.json, ...), so the landing page does not download it. A page waits for its
 * namespaces in its route loader. The public pages' namespaces (`pricing`, `contact`, `legal`,
 * `debug`, `comingSoon`) keep their copy under the same top-level key as before (`legal.terms.intro`), and the
 * pages ask for `[namespace, 'translation']`: the route titles and menus stay in the shell's file.
 */
export const NAMESPACES = [
  'translation',
  'account',
  'match',
  'voiceHelp',
  'voice',
  'billing',
  'pricing',
  'contact',
  'legal',
  'debug',
  'comingSoon',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Each language and namespace is its own chunk, so the landing page downloads only the one it shows
 * and the locale files can grow with the features without weighing on the first load.
 */
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/**/*.json');

/** Where a namespace's file for a language lives; folders are kebab-case (`voiceHelp` -> `voice-help/`). */
export function localePath(language: string, namespace: string): string {
  if (namespace === 'translation') return `../locales/${language}.json`;
  const folder = namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `../locales/${folder}/${language}.json`;
}

/** Loads a locale file on demand; the build's prerender (src/prerender) preloads them all with it. */
export const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeLoaders[localePath(language, namespace)];
    if (!load) {
      callback(new Error(`No locale file for "${language}" (${namespace})`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Shared options. `fallbackLng: false` makes a missing key show the key itself (spec section 8)
 * instead of quietly borrowing the other language.
 */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: false,
  load: 'languageOnly',
  defaultNS: 'translation',
  ns: ['translation'],
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  react: { useSuspense: false },
} satisfies InitOptions;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `language` for the server. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Starts i18next with the stored language (loading only that locale) and keeps `<html lang>` and
 * the language cookie in step with it.
 */
export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
    if (isLanguage(language)) document.cookie = languageCookie(language);
  });
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({ ...i18nOptions, ns: [...i18nOptions.ns], lng: readStoredLanguage(browserStorage(), document.cookie) });
  return i18next;
}

/**
 * Loads a namespace in the current language (i18next then also loads it on every language switch).
 * Route loaders await this so a page never renders its keys instead of its text.
 */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  // The router starts a page's loader before initI18n() finishes; loading a namespace before init
  // resolves at once without loading anything, and the page would render its keys on a first visit.
  if (!i18next.isInitialized) {
    await new Promise<void>((resolve) => {
      const ready = () => {
        i18next.off('initialized', ready);
        resolve();
      };
      i18next.on('initialized', ready);
    });
  }
  await i18next.loadNamespaces(namespace);
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    browserStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or blocked: the switch still applies to this visit.
  }
  await i18next.changeLanguage(language);
}

/** The current interface language, narrowed to the ones we support. */
export function currentLanguage(language: string | undefined): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * `t` for a page whose copy has its own namespace: the page's namespace first, then the shell's
 * (route titles and shared labels stayed there). `nsMode: 'fallback'` is what makes react-i18next
 * look in the second one; by default it reads only the first.
 */
export function usePageTranslation(namespace: 'pricing' | 'contact' | 'legal' | 'debug' | 'comingSoon') {
  return useTranslation([namespace, 'translation'], { nsMode: 'fallback' });
}
