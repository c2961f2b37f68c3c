/**
 * The links of a message with their `token=` values masked. Verification, reset and unsubscribe
 * links act for their recipient; an admin helping a user sends the e-mail again instead of
 * reading the link. Covers `&amp;token=` in HTML too.
 */
export function maskLinkTokens(content: string): string {
  return content.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/g, '$1***');
}
