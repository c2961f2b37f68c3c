import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../memory-storage.test-support';
import { draftInvites, pickInvitee, readSetupDraft, SETUP_DRAFT_KEY, writeSetupDraft } from './setup-draft';

const eva = { email: 'eva@example.com', name: 'Eva' };

describe('pickInvitee', () => {
  it('adds the picked player to the first free place and keeps the rest of the draft', () => {
    const store = memoryStorage();
    writeSetupDraft({ sport: 'tennis', invites: [{ email: 'a@x.io', name: 'A', position: 'team1_2' }] }, store);
    expect(pickInvitee(eva, store)).toBe('added');
    expect(pickInvitee({ userId: 'u-luis', name: 'Luis' }, store)).toBe('added');
    expect(readSetupDraft(store)).toEqual({
      sport: 'tennis',
      invites: [
        { email: 'a@x.io', name: 'A', position: 'team1_2' },
        { email: 'eva@example.com', name: 'Eva', position: 'team2_1' },
        { email: '', name: 'Luis', position: 'team2_2', userId: 'u-luis' },
      ],
    });
  });

  it('starts a draft when there is none, and does not add anyone twice', () => {
    const store = memoryStorage();
    expect(pickInvitee(eva, store)).toBe('added');
    expect(pickInvitee({ ...eva, email: ' EVA@example.com' }, store)).toBe('already');
    expect(draftInvites(readSetupDraft(store))).toHaveLength(1);
  });

  it('refuses a fourth invitee (spec: at most 3)', () => {
    const store = memoryStorage();
    for (const name of ['a', 'b', 'c']) expect(pickInvitee({ email: `${name}@x.io`, name }, store)).toBe('added');
    expect(pickInvitee(eva, store)).toBe('full');
    expect(draftInvites(readSetupDraft(store))).toHaveLength(3);
  });

  it("fills a singles draft's one place, the rival's, and then no more", () => {
    const store = memoryStorage();
    writeSetupDraft({ isDoubles: false, invites: [] }, store);
    expect(pickInvitee(eva, store)).toBe('added');
    expect(pickInvitee({ userId: 'u-luis', name: 'Luis' }, store)).toBe('full');
    expect(draftInvites(readSetupDraft(store))).toEqual([{ ...eva, position: 'team2_1' }]);
  });

  it('reads a broken draft as none', () => {
    const store = memoryStorage();
    store.setItem(SETUP_DRAFT_KEY, '{not json');
    expect(readSetupDraft(store)).toBeNull();
    expect(
      draftInvites({ invites: [{ email: 7 }, null, { email: 'e@x.io', name: 'E', position: 'nowhere' }] }),
    ).toEqual([]);
    expect(pickInvitee(eva, store)).toBe('added');
  });
});
