import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from './i18n';
import { usePageTranslation, useTranslation } from './use-translation';

function Shell() {
  const { t, i18n } = useTranslation();
  return `${i18n.language}: ${t('common.loading')}`;
}

function Voice() {
  const { t, ready } = useTranslation(['voiceHelp', 'voice']);
  return ready ? `${t('testDialog.close')} / ${t('voice:panel.premium')}` : 'not ready';
}

function Pricing() {
  const { t } = usePageTranslation('pricing');
  return `${t('nav.pricing')} / ${t('pricing.eyebrow')}`;
}

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('pricing');
});

describe('useTranslation', () => {
  it("reads the shell's strings in the current language", async () => {
    expect(renderToString(<Shell />)).toBe('es: Cargando...');
    await changeLanguage('en');
    expect(renderToString(<Shell />)).toBe('en: Loading...');
    await changeLanguage('es');
  });

  it('is not ready before its namespaces load, and reads the first one and prefixed keys after', async () => {
    expect(renderToString(<Voice />)).toBe('not ready');
    await Promise.all([loadNamespace('voiceHelp'), loadNamespace('voice')]);
    expect(renderToString(<Voice />)).toBe('Cerrar / Premium');
  });
});

describe('usePageTranslation', () => {
  it("falls back from the page's namespace to the shell's", () => {
    expect(renderToString(<Pricing />)).toBe('Precios / Planes');
  });
});
