import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, contactMessageIssues } from './contact-message';

const valid = { name: 'Ana', email: 'ana@example.com', message: 'Hola, quiero saber más.' };

describe('contactMessageIssues', () => {
  it('accepts a complete message', () => {
    expect(contactMessageIssues(valid)).toEqual([]);
  });

  it.each([
    [{ name: '   ' }, 'name', 'required'],
    [{ name: 'a'.repeat(CONTACT_NAME_MAX_LENGTH + 1) }, 'name', 'too_long'],
    [{ email: '' }, 'email', 'required'],
    [{ email: 'ana@' }, 'email', 'invalid'],
    [{ email: ' ana@example.com' }, 'email', 'invalid'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'too_long'],
    [{ message: '  corto   ' }, 'message', 'too_short'],
    [{ message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }, 'message', 'too_long'],
  ] as const)('reports %o as %s %s', (change, field, problem) => {
    expect(contactMessageIssues({ ...valid, ...change })).toEqual([{ field, problem }]);
  });

  it('lists every broken field in the form order', () => {
    const issues = contactMessageIssues({ name: '', email: 'x', message: '' });
    expect(issues.map((issue) => issue.field)).toEqual(['name', 'email', 'message']);
  });

  it('counts trimmed lengths for the name and the message', () => {
    const padded = ` ${'a'.repeat(CONTACT_NAME_MAX_LENGTH)} `;
    expect(contactMessageIssues({ ...valid, name: padded, message: `   ${'b'.repeat(10)}   ` })).toEqual([]);
  });
});
