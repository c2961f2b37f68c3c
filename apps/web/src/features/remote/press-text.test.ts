import type { RemoteBinding } from '@marcador/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace, translationFor } from '../../lib/i18n';
import { pressText } from './press-text';

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('remote');
});

describe('pressText', () => {
  it.each<[RemoteBinding, string]>([
    [{ button: { source: 'key', key: 'Enter' }, press: 'double' }, 'Doble pulsación de Enter'],
    [{ button: { source: 'key', key: 'PageDown' }, press: 'single' }, 'Una pulsación de PageDown'],
    [{ button: { source: 'key', key: 'AudioVolumeUp' }, press: 'long' }, 'Pulsación larga de Subir volumen'],
    [{ button: { source: 'key', key: 'z' }, press: 'single' }, 'Una pulsación de Z'],
    [{ button: { source: 'key', key: ' ' }, press: 'single' }, 'Una pulsación de Espacio'],
    [{ button: { source: 'media', action: 'nexttrack' }, press: 'single' }, 'Una pulsación de Siguiente pista'],
  ])('%j', (binding, expected) => {
    expect(pressText(binding, translationFor(['remote'], 'default').t)).toBe(expected);
  });
});
