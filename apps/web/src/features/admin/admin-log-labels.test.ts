import { ADMIN_LOG_ACTIONS } from '@marcador/contracts/admin-limits';
import { describe, expect, it } from 'vitest';
import en from '../../locales/account/en.json';
import es from '../../locales/account/es.json';

// The log's filter offers every action the server writes; one without a label would show its key.
describe('the action log labels', () => {
  it.each([
    ['es', es],
    ['en', en],
  ] as const)('name every action in %s', (_language, texts) => {
    expect(Object.keys(texts.admin.log.actions).sort()).toEqual([...ADMIN_LOG_ACTIONS].sort());
  });
});
