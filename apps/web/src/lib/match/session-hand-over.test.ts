import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../memory-storage.test-support';
import { openSetupForSession, sessionClubDraft } from './session-hand-over';
import { readSetupDraft, writeSetupDraft } from './setup-draft';

const club = {
  id: 'venue-1',
  name: 'Club Norte',
  address: 'Calle Mayor 1, Zaragoza',
  courtName: 'Pista 2',
  sessionDuration: 52,
};

describe('starting a match from a court session', () => {
  it("fills the set-up's club with the venue, its court and the minutes left", () => {
    expect(sessionClubDraft(club)).toEqual({
      id: 'venue-1',
      name: 'Club Norte',
      courtName: 'Pista 2',
      address: 'Calle Mayor 1, Zaragoza',
      sessionDuration: '52',
      description: '',
      venueCourts: ['Pista 2'],
    });
  });

  it("keeps the minutes within a match's session length", () => {
    expect(sessionClubDraft({ ...club, sessionDuration: 2 }).sessionDuration).toBe('5');
    expect(sessionClubDraft({ ...club, sessionDuration: 900 }).sessionDuration).toBe('600');
  });

  it('opens /setup with the club, keeping the rest of the draft', () => {
    const store = memoryStorage();
    writeSetupDraft({ sport: 'tennis', club: { name: 'Otro club' } }, store);
    const visited: unknown[] = [];
    openSetupForSession(club, (to) => void visited.push(to), store);
    expect(visited).toEqual(['/setup']);
    expect(readSetupDraft(store)).toEqual({ sport: 'tennis', club: sessionClubDraft(club) });
  });
});
