/** What a copy or share of the invite link came to: done, cancelled by the user (no error), or failed. */
export type LinkOutcome = 'done' | 'cancelled' | 'failed';

/** Copies the link to the clipboard; no clipboard (an old or insecure page) or a refusal is a failure. */
export async function copyLink(link: string, clipboard: Clipboard | undefined): Promise<LinkOutcome> {
  try {
    if (!clipboard) return 'failed';
    await clipboard.writeText(link);
    return 'done';
  } catch {
    return 'failed';
  }
}

/** Whether this browser has a share sheet (Web Share API); the Share button shows only then. */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Opens the share sheet; a user closing it (AbortError) is not an error. */
export async function shareLink(data: ShareData, share: (data: ShareData) => Promise<void>): Promise<LinkOutcome> {
  try {
    await share(data);
    return 'done';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
