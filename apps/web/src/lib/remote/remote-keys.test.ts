import { describe, expect, it } from 'vitest';
import { type RemoteKeyEvent, remoteButtonOf } from './remote-keys';

const body = { tagName: 'BODY', closest: () => null };

describe('remoteButtonOf', () => {
  it.each<[string, Partial<RemoteKeyEvent>, string | null]>([
    ['a clicker’s page key', { key: 'PageDown' }, 'PageDown'],
    ['a selfie remote’s volume key', { key: 'AudioVolumeUp' }, 'AudioVolumeUp'],
    ['a letter, whatever the Shift', { key: 'Z' }, 'z'],
    ['the space bar', { key: ' ' }, ' '],
    ['a key the browser cannot name, by its code', { key: 'Unidentified', code: 'BracketLeft' }, 'BracketLeft'],
    ['a key with neither name nor code', { key: 'Unidentified', code: '' }, null],
    ['Tab, which moves the focus', { key: 'Tab' }, null],
    ['Escape, which stops the learning', { key: 'Escape' }, null],
    ['a modifier alone', { key: 'Shift' }, null],
    ['a shortcut with Control', { key: 'PageDown', ctrlKey: true }, null],
    ['a key typed in a field', { key: 'Enter', target: { tagName: 'TEXTAREA' } as unknown as EventTarget }, null],
  ])('%s', (_label, event, expected) => {
    const button = remoteButtonOf({ key: '', target: body as unknown as EventTarget, ...event });
    expect(button?.source === 'key' ? button.key : button).toBe(expected);
  });
});
