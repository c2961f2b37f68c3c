import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, PLAYER_NAME_MAX_LENGTH } from '../account/profile-fields';
import { savedContactEmail, savedContactIssues } from './saved-contact';

const valid = { name: 'Ana Ruiz', email: 'ana@example.com' };

describe('savedContactIssues', () => {
  it('accepts a name and an address, spaces around them forgiven', () => {
    expect(savedContactIssues(valid)).toEqual([]);
    expect(savedContactIssues({ name: ` ${'a'.repeat(PLAYER_NAME_MAX_LENGTH)} `, email: ' ana@example.com ' })).toEqual(
      [],
    );
  });

  it.each([
    [{ name: '   ' }, 'name', 'required'],
    [{ name: 'a'.repeat(PLAYER_NAME_MAX_LENGTH + 1) }, 'name', 'too_long'],
    [{ email: '' }, 'email', 'required'],
    [{ email: 'ana@' }, 'email', 'invalid'],
    [{ email: 'ana@example' }, 'email', 'invalid'],
    [{ email: 'ana ruiz@example.com' }, 'email', 'invalid'],
    [{ email: `${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com` }, 'email', 'too_long'],
  ] as const)('reports %o as %s %s', (change, field, problem) => {
    expect(savedContactIssues({ ...valid, ...change })).toEqual([{ field, problem }]);
  });

  it('lists both fields in the form order', () => {
    expect(savedContactIssues({ name: '', email: 'x' }).map((issue) => issue.field)).toEqual(['name', 'email']);
  });
});

describe('savedContactEmail', () => {
  it('stores and compares addresses trimmed and in lower case', () => {
    expect(savedContactEmail('  Ana.Ruiz@Example.COM ')).toBe('ana.ruiz@example.com');
  });
});
