import { findTranslation, type LocaleTree, missingText, type TFunction, type TOptions } from './translate';

/*
 * The interface language and its strings (decision 026: our own small layer instead of i18next).
 * One language at a time; each namespace's file loads when a page asks for it, and a language
 * switch loads every namespace asked for so far before it shows the new language, so a page never
 * shows its keys.
 */

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
 * namespaces in its route loader. The public pages' namespaces (`pricing`, `legal` with the contact form's,
 * `debug`, `comingSoon`) keep their copy under the same top-level key as before (`legal.terms.intro`), and the
 * pages ask for `[namespace, 'translation']`: the route titles and menus stay in the shell's file.
 * `menu` holds what only the phone menu's drawer shows (its description and its tools' dialogs), loaded
 * with the drawer's chunk: a page's first load carries the menu's labels, not its dialogs.
 */
export const NAMESPACES = [
  'translation',
  'account',
  'match',
  'setup',
  'summary',
  'voiceHelp',
  'voice',
  'billing',
  'pricing',
  'legal',
  'debug',
  'comingSoon',
  'notifications',
  'network',
  'menu',
  'community',
  'tournaments',
  'sessions',
  'remote',
  'apiErrors',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Each language and namespace is its own chunk, so the landing page downloads only the one it shows
 * and the locale files can grow with the features without weighing on the first load.
 */
const localeLoaders = import.meta.glob<{ default: LocaleTree }>('./**/*.json', { base: '../locales' });

/**
 * Where a namespace's file for a language lives, as the loaders' keys name it (relative to
 * `locales/`: the shorter keys are bytes off the landing's entry); folders are kebab-case
 * (`voiceHelp` -> `voice-help/`).
 */
export function localePath(language: string, namespace: string): string {
  if (namespace === 'translation') return `./${language}.json`;
  const folder = namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `./${folder}/${language}.json`;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `language` for the server. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

const strings: Record<Language, Partial<Record<Namespace, LocaleTree>>> = { es: {}, en: {} };
const loading = new Map<string, Promise<void>>();
/** Every namespace a page has asked for: a language switch loads them all before it shows. */
const wanted = new Set<Namespace>(['translation']);
let language: Language | undefined;
/** The last language asked for: a slower earlier switch must not win over it. */
let requested: Language | undefined;
const listeners = new Set<() => void>();

let announceLanguage: () => void = () => {};
/** Settles once the first language is known; namespaces asked for before that wait for it. */
const languageKnown = new Promise<void>((resolve) => {
  announceLanguage = resolve;
});

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the language changes or a namespace loads; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads one locale file once. A file that fails to load is logged and left out (its keys show, as
 * with i18next), and the next request for it tries again.
 */
function load(target: Language, namespace: Namespace): Promise<void> {
  if (strings[target][namespace]) return Promise.resolve();
  const id = `${target}/${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    const loader = localeLoaders[localePath(target, namespace)];
    pending = (loader ? loader() : Promise.reject(new Error(`No locale file for "${target}" (${namespace})`)))
      .then(
        (module) => {
          strings[target][namespace] = module.default;
          notify();
        },
        (error: unknown) => console.error(`Could not load the "${namespace}" strings (${target})`, error),
      )
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

function show(next: Language): void {
  language = next;
  announceLanguage();
  notify();
}

/**
 * Shows `next` once the namespaces asked for so far have loaded in it. The very first language is
 * known at once, so route loaders can fetch their namespaces while the shell's file loads.
 */
export async function changeLanguage(next: Language): Promise<void> {
  requested = next;
  if (!language) show(next);
  await Promise.all([...wanted].map((namespace) => load(next, namespace)));
  if (requested === next) show(next);
}

/** The language shown, or undefined before `initI18n` (or the prerender) picks one. */
export function activeLanguage(): Language | undefined {
  return language;
}

/** Keeps `<html lang>` and the language cookie (for the prerendered pages) on `shown`. */
function reflectInDocument(shown: Language): void {
  document.documentElement.lang = shown;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = languageCookie(shown);
}

/** Starts with the stored language, loading only its shell strings, and reflects it in the document. */
export async function initI18n(): Promise<void> {
  const stored = readStoredLanguage(browserStorage(), document.cookie);
  await changeLanguage(stored);
  reflectInDocument(stored);
}

/**
 * Loads a namespace in the current language (and in every language switched to later). Route
 * loaders await this so a page never renders its keys instead of its text. The router starts a
 * page's loader before `initI18n`, so this first waits for the language.
 */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  wanted.add(namespace);
  await languageKnown;
  if (language) await load(language, namespace);
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function setLanguage(next: Language): Promise<void> {
  try {
    browserStorage()?.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Storage full or blocked: the switch still applies to this visit.
  }
  await changeLanguage(next);
  if (requested === next) reflectInDocument(next);
}

/** The current interface language, narrowed to the ones we support. */
export function currentLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** What a component reads: `t` in one language over its namespaces, whether they have loaded, the language. */
export interface Translation {
  t: TFunction;
  /** The namespaces it reads; `ready` once they have all loaded in the language shown. */
  namespaces: readonly Namespace[];
  ready: boolean;
  /** The default language before the first one is known (the app renders only after that). */
  i18n: { language: Language };
}

/**
 * `default` reads the first namespace only (another one by a `ns:` prefix); `fallback` reads them
 * in order, for pages whose copy has its own namespace but whose titles stayed in the shell's.
 */
export type NamespaceMode = 'default' | 'fallback';

const translations = new Map<string, Translation>();

/**
 * The same object for as long as the language and the loaded namespaces stay the same, so a
 * component re-renders (and its effects that use `t` re-run) only when its text can change.
 */
export function translationFor(namespaces: readonly Namespace[], mode: NamespaceMode): Translation {
  const shown = language;
  const loaded = shown ? namespaces.filter((namespace) => strings[shown][namespace]).length : 0;
  const id = `${shown}|${mode}|${namespaces.join()}|${loaded}`;
  let translation = translations.get(id);
  if (!translation) {
    const read = mode === 'fallback' ? namespaces : namespaces.slice(0, 1);
    const treeOf = (namespace: string) => (shown ? strings[shown][namespace as Namespace] : undefined);
    translation = {
      t: (key, options) => findTranslation(treeOf, shown ?? '', read, key, options) ?? missingText(key),
      namespaces,
      ready: loaded === namespaces.length,
      i18n: { language: shown ?? DEFAULT_LANGUAGE },
    };
    translations.set(id, translation);
  }
  return translation;
}

/** `t` over the shell's strings in the current language, for code outside components. */
export const t: TFunction = (key: string, options?: TOptions) =>
  translationFor(['translation'], 'default').t(key, options);

/** Whether the shell's strings have `key` in the current language (false before they load). */
export function exists(key: string): boolean {
  const shown = language;
  return (
    shown !== undefined && findTranslation(() => strings[shown].translation, shown, ['translation'], key) !== undefined
  );
}
