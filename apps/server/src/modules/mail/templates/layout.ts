import { headerText, type Locale } from '@marcador/domain';

/** A rendered e-mail, ready for the outbox and SMTP. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The parts of an e-mail body; every string is plain text (the layout escapes it). */
export interface EmailBody {
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
  /** A label/value table, e.g. the data of a match. */
  details?: readonly (readonly [label: string, value: string])[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. why the e-mail was sent or when a link expires. */
  note?: string;
}

/** Links every template may use. */
export interface EmailLinks {
  /** The app's public origin, e.g. https://marcador.example. */
  appUrl: string;
  /** Signed one-click unsubscribe page, present for invitation, marketing and notification e-mails. */
  unsubscribeUrl?: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const footer = {
  es: {
    tagline: 'Marcador · el marcador en vivo para tenis y pádel',
    unsubscribe: '¿No quieres recibir más correos como este?',
    unsubscribeLink: 'Darte de baja',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  },
  en: {
    tagline: 'Marcador · live scoring for tennis and padel',
    unsubscribe: "Don't want e-mails like this one?",
    unsubscribeLink: 'Unsubscribe',
    fallback: "If the button doesn't work, copy this link into your browser:",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * A name typed without spaces (a 40-character team name, a 60-character player name) breaks
 * anywhere rather than widen the e-mail past a phone's screen; older clients know the second form.
 */
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

const GREEN = '#15803d';
const INK = '#0f172a';
const MUTED = '#64748b';

function htmlBody(locale: Locale, body: EmailBody, links: EmailLinks): string {
  const words = footer[locale];
  const paragraphs = body.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(p)}</p>`)
    .join('');
  const details = body.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-collapse:collapse;background:#f8fafc;border-radius:8px">${body.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;font-size:14px;color:${MUTED};white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 12px;font-size:14px;color:${INK};font-weight:600;${WRAP}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = body.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:${GREEN};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:8px">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(words.fallback)}<br><a href="${escapeHtml(body.action.url)}" style="color:${GREEN};word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const note = body.note
    ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(body.note)}</p>`
    : '';
  const unsubscribe = links.unsubscribeUrl
    ? `<br>${escapeHtml(words.unsubscribe)} <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:${MUTED}">${escapeHtml(words.unsubscribeLink)}</a>`
    : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(body.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;table-layout:fixed;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${GREEN};padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">🎾 Marcador</td></tr>
<tr><td style="padding:28px;${WRAP}">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:${INK}">${escapeHtml(body.heading)}</h1>
${paragraphs}${details}${action}${note}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;line-height:18px;color:${MUTED}">${escapeHtml(words.tagline)} · <a href="${escapeHtml(links.appUrl)}" style="color:${MUTED}">${escapeHtml(links.appUrl)}</a>${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>`;
}

function textBody(locale: Locale, body: EmailBody, links: EmailLinks): string {
  const words = footer[locale];
  const lines = [body.heading, '', ...body.paragraphs.flatMap((p) => [p, ''])];
  if (body.details?.length) lines.push(...body.details.map(([label, value]) => `${label}: ${value}`), '');
  if (body.action) lines.push(`${body.action.label}: ${body.action.url}`, '');
  if (body.note) lines.push(body.note, '');
  lines.push('--', `${words.tagline} · ${links.appUrl}`);
  if (links.unsubscribeUrl) lines.push(`${words.unsubscribe} ${words.unsubscribeLink}: ${links.unsubscribeUrl}`);
  return lines.join('\n');
}

/**
 * Renders a body in the house layout: an inline-styled HTML e-mail and its plain-text twin. The
 * subject is a header and may carry names people typed: it goes out without control or bidi characters.
 */
export function renderEmail(locale: Locale, subject: string, body: EmailBody, links: EmailLinks): RenderedEmail {
  return { subject: headerText(subject), html: htmlBody(locale, body, links), text: textBody(locale, body, links) };
}
