import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, languageCookie, localePath, readStoredLanguage } from './i18n';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? value : null) };
}

describe('readStoredLanguage', () => {
  it('defaults to Spanish', () => {
    expect(DEFAULT_LANGUAGE).toBe('es');
    expect(readStoredLanguage(undefined)).toBe('es');
    expect(readStoredLanguage(storageWith(null))).toBe('es');
  });

  it('returns a supported stored choice', () => {
    expect(readStoredLanguage(storageWith('en'))).toBe('en');
    expect(readStoredLanguage(storageWith('es'))).toBe('es');
  });

  it('ignores unsupported values and throwing storage', () => {
    expect(readStoredLanguage(storageWith('fr'))).toBe('es');
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredLanguage(throwing)).toBe('es');
  });

  it('falls back to the language cookie, which never overrides the stored choice', () => {
    expect(readStoredLanguage(storageWith(null), 'theme=dark; language=en')).toBe('en');
    expect(readStoredLanguage(undefined, 'language=en')).toBe('en');
    expect(readStoredLanguage(storageWith('es'), 'language=en')).toBe('es');
    expect(readStoredLanguage(storageWith(null), 'language=fr')).toBe('es');
    expect(readStoredLanguage(storageWith(null), 'mylanguage=en')).toBe('es');
  });
});

describe('languageCookie', () => {
  it('keeps the choice for a year on every path', () => {
    expect(languageCookie('en')).toBe('language=en; path=/; max-age=31536000; samesite=lax');
  });
});

describe('localePath', () => {
  it('keeps the default namespace at the top and puts the others in kebab-case folders', () => {
    expect(localePath('es', 'translation')).toBe('./es.json');
    expect(localePath('en', 'account')).toBe('./account/en.json');
    expect(localePath('es', 'voiceHelp')).toBe('./voice-help/es.json');
  });
});
