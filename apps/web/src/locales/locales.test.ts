import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: unknown };

/** Every leaf as `a.b.c` -> value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, leafValue] of flatten(value as Tree, path)) out.set(leaf, leafValue);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const locales = { es: flatten(es), en: flatten(en) };

/** `{{name}}` placeholders of a string, sorted. */
function placeholders(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort() : [];
}

describe('locale files', () => {
  it('es and en have exactly the same keys', () => {
    const esKeys = [...locales.es.keys()].sort();
    const enKeys = [...locales.en.keys()].sort();
    expect(
      esKeys.filter((key) => !locales.en.has(key)),
      'keys missing in en.json',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !locales.es.has(key)),
      'keys missing in es.json',
    ).toEqual([]);
  });

  it.each(Object.entries(locales))('%s has only non-empty string values', (_name, entries) => {
    const bad = [...entries]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const mismatched = [...locales.es].filter(
      ([key, value]) => placeholders(value).join() !== placeholders(locales.en.get(key)).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('keeps the spec Spanish copy verbatim', () => {
    expect(es.common.loading).toBe('Cargando...');
    expect(es.errors.render.title).toBe('Oops! Algo salió mal');
    expect(es.errors.app.title).toBe('Error en la Aplicación');
    expect(es.comingSoon.tournaments.title).toBe('Torneos');
    expect(Object.values(es.menu.groups)).toEqual([
      'Principal',
      'Juego',
      'Social',
      'Configuración',
      'Sesión',
      'Tools',
      'Administración',
      'Court Admin',
    ]);
  });
});
