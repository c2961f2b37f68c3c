import { EMAIL_TEMPLATES } from '@marcador/contracts';
import { LOCALES } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { mailTemplates } from '../mail-templates';
import { playerInviteEmail, postMatchInviteEmail } from './invitation-templates';
import { renderEmail } from './layout';

const links = { appUrl: 'https://marcador.example', unsubscribeUrl: 'https://marcador.example/unsubscribe?token=t' };

describe('e-mail templates', () => {
  it.each(EMAIL_TEMPLATES.flatMap((name) => LOCALES.map((locale) => [name, locale] as const)))(
    '%s renders in %s with subject, html and text',
    (name, locale) => {
      const template = mailTemplates[name];
      const email = template.render(locale, template.sample, links);
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.html).toMatch(/^<!doctype html>/);
      expect(email.html).toContain(`lang="${locale}"`);
      expect(email.text.length).toBeGreaterThan(40);
    },
  );

  it('writes Spanish and English copy', () => {
    const { sample } = mailTemplates.verification;
    expect(mailTemplates.verification.render('es', sample, links).subject).toBe('Confirma tu email en Marcador');
    expect(mailTemplates.verification.render('en', sample, links).subject).toBe('Confirm your email for Marcador');
  });

  it('escapes what users typed', () => {
    const email = playerInviteEmail.render(
      'es',
      {
        senderName: '<script>alert(1)</script>',
        message: '"hola" & <b>adiós</b>',
        inviteUrl: 'https://m.example/auth',
      },
      links,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).toContain('&quot;hola&quot; &amp; &lt;b&gt;');
  });

  it('sends no control or bidi character in a subject, whatever the names carry', () => {
    const invite = playerInviteEmail.render(
      'en',
      {
        senderName: 'Visit \u202Eelpmaxe.live\u202C\r\nBcc: all@example.com',
        message: '',
        inviteUrl: 'https://m.example/auth',
      },
      links,
    );
    expect(invite.subject).toBe('Visit elpmaxe.live Bcc: all@example.com invites you to Marcador');
    const match = postMatchInviteEmail.render(
      'es',
      { ...postMatchInviteEmail.sample, senderName: 'Ana\u2066\u0000' },
      links,
    );
    expect(match.subject).toBe('Tu partido con Ana está en Marcador');
  });

  it('shows the match of a post-match invite: players, sport, date, score, duration', () => {
    const email = postMatchInviteEmail.render('es', postMatchInviteEmail.sample, links);
    for (const text of [
      'Carlos Ruiz, Ana López, Luis Pérez, Marta Gil',
      'Pádel',
      '22/11/2026',
      '6-4, 3-6, 7-5',
      '95 min',
    ]) {
      expect(email.html).toContain(text);
      expect(email.text).toContain(text);
    }
    expect(email.text).toContain('https://marcador.example/auth?mode=signup&email=marta%40example.com');
  });

  it('puts the unsubscribe link in the footer only when given', () => {
    const body = { preheader: 'p', heading: 'h', paragraphs: ['x'] };
    expect(renderEmail('en', 's', body, links).html).toContain('https://marcador.example/unsubscribe?token=t');
    expect(renderEmail('en', 's', body, links).text).toContain(
      'Unsubscribe: https://marcador.example/unsubscribe?token=t',
    );
    expect(renderEmail('en', 's', body, { appUrl: links.appUrl }).html).not.toContain('unsubscribe');
  });

  it('marks invitations as opt-out-able and account mail as transactional', () => {
    expect(mailTemplates['player-invite'].category).toBe('invitations');
    expect(mailTemplates['post-match-invite'].category).toBe('invitations');
    for (const name of [
      'basic',
      'verification',
      'welcome',
      'password-reset',
      'account-exists',
      'court-admin',
    ] as const) {
      expect(mailTemplates[name].category).toBe('transactional');
    }
  });
});
