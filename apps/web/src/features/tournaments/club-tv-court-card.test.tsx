import type { PublicLiveMatch } from '@marcador/contracts';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace, translationFor } from '../../lib/i18n';
import { liveView } from '../../live/live-view.test-support';
import { CourtCard } from './club-tv-court-card';

/** A court card as the club TV renders it, without React's text separators. */
const html = (match: PublicLiveMatch) =>
  renderToString(
    <CourtCard
      court={{ name: 'Pista 1', match, nextSession: null }}
      timeZone="Europe/Madrid"
      language="es"
      t={translationFor(['tournaments'], 'default').t}
    />,
  ).replaceAll('<!-- -->', '');

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('tournaments');
});

describe('a court of the club TV', () => {
  it("raises the loser's tie-break points beside a set won 7-6", () => {
    const page = html(liveView(null));
    expect(page).toMatch(/>6<sup[^>]*>5<\/sup><\/td>/);
    expect(page.match(/<sup/g)).toHaveLength(1);
  });

  it('says who serves, and marks the serving team with a ball', () => {
    const page = html(liveView({ team: 'player2', player: 0, court: 'deuce' }));
    expect(page).toContain('Saca: Luis');
    const rows = page.split('<tr').slice(2);
    expect(rows[0]).not.toContain('bg-ball-300');
    expect(rows[1]).toMatch(/<span aria-hidden="true" class="[^"]*bg-ball-300/);
  });

  it('says nothing of the serve when nobody chose who serves', () => {
    const page = html(liveView(null));
    expect(page).not.toContain('Saca');
    expect(page).not.toContain('rounded-full');
  });
});
