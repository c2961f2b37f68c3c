import { describe, expect, it } from 'vitest';
import { copyLink, shareLink } from './invite-link';

const link = 'https://marcador.example/auth?mode=signup&invite=abcdefghijklmnop';

describe('copyLink', () => {
  it('writes the link to the clipboard', async () => {
    let written = '';
    const clipboard = {
      writeText: async (text: string) => {
        written = text;
      },
    } as Clipboard;
    expect(await copyLink(link, clipboard)).toBe('done');
    expect(written).toBe(link);
  });

  it('fails without a clipboard or when the browser refuses', async () => {
    expect(await copyLink(link, undefined)).toBe('failed');
    const refusing = {
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    } as unknown as Clipboard;
    expect(await copyLink(link, refusing)).toBe('failed');
  });
});

describe('shareLink', () => {
  it('is done when the sheet shares, cancelled when the user closes it, failed otherwise', async () => {
    expect(await shareLink({ url: link }, async () => {})).toBe('done');
    expect(await shareLink({ url: link }, () => Promise.reject(new DOMException('closed', 'AbortError')))).toBe(
      'cancelled',
    );
    expect(await shareLink({ url: link }, () => Promise.reject(new DOMException('no', 'NotAllowedError')))).toBe(
      'failed',
    );
    expect(await shareLink({ url: link }, () => Promise.reject(new Error('boom')))).toBe('failed');
  });
});
