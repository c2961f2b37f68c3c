import { MASKED_VALUE } from '@marcador/contracts';
import { maskLinkTokens } from '../mail/link-tokens';

/**
 * Which values /database-admin never sends (decision 050): any column named like a credential
 * (password hashes, session and OAuth tokens, the spectator link, app secrets' keys), the one-time
 * values of `verifications` (a reset's identifier embeds its token), the generated secrets of
 * `app_secrets`; mail bodies keep their text but lose their links' tokens, as in the admin outbox.
 */
const SECRET_NAME = /token|secret|password|hash|key/i;

const SECRET_COLUMNS: Record<string, readonly string[]> = {
  verifications: ['identifier', 'value'],
  app_secrets: ['value'],
};

const LINK_COLUMNS: Record<string, readonly string[]> = {
  email_outbox: ['html', 'text'],
};

export type Masking = (value: string | null) => string | null;

const whole: Masking = (value) => (value === null ? null : MASKED_VALUE);
const links: Masking = (value) => (value === null ? null : maskLinkTokens(value));

/** How a column's values leave the server: masked whole, with link tokens masked, or as they are (null). */
export function maskingFor(table: string, column: string): Masking | null {
  if (SECRET_NAME.test(column) || SECRET_COLUMNS[table]?.includes(column)) return whole;
  if (LINK_COLUMNS[table]?.includes(column)) return links;
  return null;
}
