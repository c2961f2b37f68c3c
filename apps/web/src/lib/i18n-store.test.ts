import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import enPricing from '../locales/pricing/en.json';
import esPricing from '../locales/pricing/es.json';
import {
  activeLanguage,
  changeLanguage,
  exists,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  loadNamespace,
  setLanguage,
  subscribe,
  t,
  translationFor,
} from './i18n';
import { memoryStorage } from './memory-storage.test-support';

// One module-level store for the whole file: the cases run in order, from before the first language.
const storage = memoryStorage();
const fakeDocument = { documentElement: { lang: '' }, cookie: 'language=en' };

beforeAll(() => {
  storage.setItem(LANGUAGE_STORAGE_KEY, 'es');
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('document', fakeDocument);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the language store', () => {
  it('has no language and no strings before it starts', () => {
    expect(activeLanguage()).toBeUndefined();
    expect(exists('common.loading')).toBe(false);
    expect(t('common.loading')).toBe('common.loading');
  });

  it('holds a namespace asked for before the start until the language is known', async () => {
    let loaded = false;
    const pricing = loadNamespace('pricing').then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    await initI18n();
    await pricing;
    expect(translationFor(['pricing'], 'default').ready).toBe(true);
  });

  it('starts in the stored language over the cookie, and shows it in <html lang>', () => {
    expect(activeLanguage()).toBe('es');
    expect(fakeDocument.documentElement.lang).toBe('es');
    expect(fakeDocument.cookie).toBe(languageCookie('es'));
    expect(t('common.loading')).toBe('Cargando...');
    expect(exists('common.loading')).toBe(true);
  });

  it("reads a page's namespace first, then the shell's", () => {
    const { t: page } = translationFor(['pricing', 'translation'], 'fallback');
    expect(page('pricing.lead')).toBe(esPricing.pricing.lead);
    expect(page('nav.pricing')).toBe('Precios');
    expect(translationFor(['pricing', 'translation'], 'default').t('nav.pricing')).toBe('nav.pricing');
  });

  it('shows the key for a missing translation', () => {
    expect(t('no.such.key')).toBe('no.such.key');
    expect(exists('no.such.key')).toBe(false);
  });

  it('hands out the same translation until its text can change', async () => {
    const before = translationFor(['account'], 'default');
    expect(translationFor(['account'], 'default')).toBe(before);
    expect(before.ready).toBe(false);
    const changed = vi.fn();
    const unsubscribe = subscribe(changed);
    await loadNamespace('account');
    unsubscribe();
    expect(changed).toHaveBeenCalled();
    const after = translationFor(['account'], 'default');
    expect(after).not.toBe(before);
    expect(after.ready).toBe(true);
    expect(after.t('profile.history.upsell', { count: 1 })).toBe(
      'Tienes 1 partido más antiguo. El historial completo es Premium.',
    );
    expect(after.t('profile.history.upsell', { count: 3 })).toBe(
      'Tienes 3 partidos más antiguos. El historial completo es Premium.',
    );
  });

  it('switches only once every namespace asked for has loaded, and remembers the choice', async () => {
    const switching = setLanguage('en');
    expect(activeLanguage()).toBe('es');
    await switching;
    expect(activeLanguage()).toBe('en');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(fakeDocument.documentElement.lang).toBe('en');
    expect(fakeDocument.cookie).toBe(languageCookie('en'));
    expect(t('common.loading')).toBe('Loading...');
    expect(translationFor(['pricing', 'translation'], 'fallback').t('pricing.lead')).toBe(enPricing.pricing.lead);
    const account = translationFor(['account'], 'default');
    expect(account.ready).toBe(true);
    expect(account.i18n.language).toBe('en');
    expect(account.t('profile.history.upsell', { count: 1 })).toBe(
      'You have 1 older match. The complete history is Premium.',
    );
  });

  it('lets the last switch win when two overlap', async () => {
    await Promise.all([changeLanguage('es'), changeLanguage('en')]);
    expect(activeLanguage()).toBe('en');
  });

  it('keeps what it has when a locale file fails to load, and tries again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = 'notANamespace' as Parameters<typeof loadNamespace>[0];
    await expect(loadNamespace(missing)).resolves.toBeUndefined();
    await expect(loadNamespace(missing)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(t('common.loading')).toBe('Loading...');
    error.mockRestore();
  });
});
