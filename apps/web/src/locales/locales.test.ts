import { accountMessages } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import accountEn from './account/en.json';
import accountEs from './account/es.json';
import apiErrorsEn from './api-errors/en.json';
import apiErrorsEs from './api-errors/es.json';
import billingEn from './billing/en.json';
import billingEs from './billing/es.json';
import comingSoonEn from './coming-soon/en.json';
import comingSoonEs from './coming-soon/es.json';
import communityEn from './community/en.json';
import communityEs from './community/es.json';
import debugEn from './debug/en.json';
import debugEs from './debug/es.json';
import en from './en.json';
import es from './es.json';
import legalEn from './legal/en.json';
import legalEs from './legal/es.json';
import matchEn from './match/en.json';
import matchEs from './match/es.json';
import menuEn from './menu/en.json';
import menuEs from './menu/es.json';
import networkEn from './network/en.json';
import networkEs from './network/es.json';
import notificationsEn from './notifications/en.json';
import notificationsEs from './notifications/es.json';
import pricingEn from './pricing/en.json';
import pricingEs from './pricing/es.json';
import remoteEn from './remote/en.json';
import remoteEs from './remote/es.json';
import sessionsEn from './sessions/en.json';
import sessionsEs from './sessions/es.json';
import summaryEn from './summary/en.json';
import summaryEs from './summary/es.json';
import tournamentsEn from './tournaments/en.json';
import tournamentsEs from './tournaments/es.json';
import voiceEn from './voice/en.json';
import voiceEs from './voice/es.json';
import voiceHelpEn from './voice-help/en.json';
import voiceHelpEs from './voice-help/es.json';

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

/** Every namespace with its two languages; each pair must match key for key. */
const namespaces = {
  translation: { es: flatten(es), en: flatten(en) },
  account: { es: flatten(accountEs), en: flatten(accountEn) },
  match: { es: flatten(matchEs), en: flatten(matchEn) },
  summary: { es: flatten(summaryEs), en: flatten(summaryEn) },
  voiceHelp: { es: flatten(voiceHelpEs), en: flatten(voiceHelpEn) },
  voice: { es: flatten(voiceEs), en: flatten(voiceEn) },
  billing: { es: flatten(billingEs), en: flatten(billingEn) },
  pricing: { es: flatten(pricingEs), en: flatten(pricingEn) },
  legal: { es: flatten(legalEs), en: flatten(legalEn) },
  debug: { es: flatten(debugEs), en: flatten(debugEn) },
  comingSoon: { es: flatten(comingSoonEs), en: flatten(comingSoonEn) },
  notifications: { es: flatten(notificationsEs), en: flatten(notificationsEn) },
  network: { es: flatten(networkEs), en: flatten(networkEn) },
  community: { es: flatten(communityEs), en: flatten(communityEn) },
  menu: { es: flatten(menuEs), en: flatten(menuEn) },
  tournaments: { es: flatten(tournamentsEs), en: flatten(tournamentsEn) },
  sessions: { es: flatten(sessionsEs), en: flatten(sessionsEn) },
  remote: { es: flatten(remoteEs), en: flatten(remoteEn) },
  apiErrors: { es: flatten(apiErrorsEs), en: flatten(apiErrorsEn) },
};

/** `{{name}}` placeholders of a string, sorted. */
function placeholders(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort() : [];
}

describe.each(Object.entries(namespaces))('locale files (%s)', (_namespace, pair) => {
  it('es and en have exactly the same keys', () => {
    const esKeys = [...pair.es.keys()].sort();
    const enKeys = [...pair.en.keys()].sort();
    expect(
      esKeys.filter((key) => !pair.en.has(key)),
      'keys missing in en',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !pair.es.has(key)),
      'keys missing in es',
    ).toEqual([]);
  });

  it.each(Object.entries(pair))('%s has only non-empty string values', (_name, entries) => {
    const bad = [...entries]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const mismatched = [...pair.es].filter(
      ([key, value]) => placeholders(value).join() !== placeholders(pair.en.get(key)).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe('locale files', () => {
  it('keeps the spec Spanish copy verbatim', () => {
    expect(es.common.loading).toBe('Cargando...');
    expect(es.errors.render.title).toBe('Oops! Algo salió mal');
    expect(es.errors.app.title).toBe('Error en la Aplicación');
    expect(es.comingSoon.tournaments.title).toBe('Torneos');
    expect(tournamentsEn.setup.createFailed).toBe('Could not create the tournament');
    const { main, game, social, settings, session, admin } = menuEs.menu.groups;
    expect([main, game, social, settings, session, admin]).toEqual([
      'Principal',
      'Juego',
      'Social',
      'Configuración',
      'Sesión',
      'Administración',
    ]);
    expect(accountEs.access.denied.title).toBe('Acceso Denegado');
  });

  it('says in Spanish what the spec names in English (its group and screen names are internal, not copy)', () => {
    expect(menuEs.menu.groups.tools).toBe('Herramientas');
    expect(menuEs.menu.groups.courtAdmin).toBe('Gestión del club');
    expect(es.nav.dashboard).toBe('Mi panel');
    expect(accountEs.titles.profile).toBe('Mi panel');
    expect(accountEs.profile.eyebrow).toBe('Mi panel');
    expect(menuEs.nav.courtAdmin.dashboard).toBe('Panel del club');
    const shownInMenus = [
      ...Object.values(menuEs.menu.groups),
      ...Object.values(es.nav).filter((value) => typeof value === 'string'),
      ...Object.values(menuEs.nav).filter((value) => typeof value === 'string'),
      ...Object.values(menuEs.nav.courtAdmin),
    ];
    expect(shownInMenus.filter((label) => /\b(Tools|Dashboard|Database)\b/i.test(label))).toEqual([]);
  });

  it("takes the account rules' messages from the domain, which quotes the spec", () => {
    // The forms render @marcador/domain's texts, so the spec's sentences live in one place.
    expect(accountMessages.es['auth.errors.passwordWeak']).toBe(
      'El password debe tener al menos 8 caracteres, una mayúscula, un número y un símbolo.',
    );
    expect(accountMessages.es['auth.hints.passwordRequirements']).toBe(
      'Requiere: 8+ caracteres, mayúscula, número, símbolo.',
    );
    expect(accountMessages.es['auth.errors.sportsRequired']).toBe('Selecciona al menos un deporte');
    expect(accountMessages.en['account.password.requirements']).toBe('Password must meet all security requirements');
  });
});
