import { EMAIL_TEMPLATES } from '@marcador/contracts/limits';
import { describe, expect, it } from 'vitest';
import en from '../../locales/account/en.json';
import es from '../../locales/account/es.json';

// /email-test names every template the server can send; one without a name showed its raw key.
describe('/email-test template names', () => {
  it.each([
    ['es', es],
    ['en', en],
  ] as const)('names every template in %s', (_language, texts) => {
    expect(Object.keys(texts.emailTest.templates).sort()).toEqual([...EMAIL_TEMPLATES].sort());
  });
});
