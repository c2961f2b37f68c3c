import { describe, expect, it } from 'vitest';
import {
  bindRemoteCommand,
  mapsButton,
  mediaActionsOf,
  type RemoteBinding,
  type RemoteMapping,
  readRemoteMapping,
  remoteCommandFor,
  waitsForDouble,
} from './remote-binding';

const key = (name: string, press: RemoteBinding['press'] = 'single'): RemoteBinding => ({
  button: { source: 'key', key: name },
  press,
});
const media = (action: 'play' | 'pause' | 'nexttrack' | 'previoustrack', press: RemoteBinding['press'] = 'single') =>
  ({ button: { source: 'media', action }, press }) as RemoteBinding;

/** The one-button remote the page suggests: one press ours, two presses theirs, a long press undo. */
const ONE_BUTTON: RemoteMapping = {
  pointUs: key('Enter'),
  pointThem: key('Enter', 'double'),
  undo: key('Enter', 'long'),
};

describe('remoteCommandFor', () => {
  it.each<[string, RemoteMapping, RemoteBinding, string | null]>([
    ['one press of the one button', ONE_BUTTON, key('Enter'), 'pointUs'],
    ['two presses of it', ONE_BUTTON, key('Enter', 'double'), 'pointThem'],
    ['a long press of it', ONE_BUTTON, key('Enter', 'long'), 'undo'],
    ['another key', ONE_BUTTON, key('PageDown'), null],
    ['a media action named like a key', { pointUs: key('play') }, media('play'), null],
    ['a media action', { pointThem: media('nexttrack') }, media('nexttrack'), 'pointThem'],
    ['an empty mapping', {}, key('Enter'), null],
  ])('%s', (_label, mapping, press, expected) => {
    expect(remoteCommandFor(mapping, press)).toBe(expected);
  });
});

describe('bindRemoteCommand', () => {
  it('binds a free press', () => {
    expect(bindRemoteCommand({}, 'pointUs', key('PageDown'))).toEqual({
      ok: true,
      mapping: { pointUs: key('PageDown') },
    });
  });

  it('refuses a press another command has', () => {
    expect(bindRemoteCommand(ONE_BUTTON, 'pointUs', key('Enter', 'long'))).toEqual({ ok: false, takenBy: 'undo' });
  });

  it('replaces the command’s own binding, the same press included', () => {
    expect(bindRemoteCommand(ONE_BUTTON, 'pointUs', key('Enter'))).toEqual({ ok: true, mapping: ONE_BUTTON });
    const moved = bindRemoteCommand(ONE_BUTTON, 'undo', key('Backspace'));
    expect(moved.ok && moved.mapping.undo).toEqual(key('Backspace'));
  });
});

describe('what the listener asks of a mapping', () => {
  it.each<[string, RemoteMapping, RemoteBinding['button'], boolean, boolean]>([
    ['a button with a double bound', ONE_BUTTON, key('Enter').button, true, true],
    [
      'a button with single and long only',
      { pointUs: key('Enter'), undo: key('Enter', 'long') },
      key('Enter').button,
      true,
      false,
    ],
    ['a button not bound', ONE_BUTTON, key('PageUp').button, false, false],
    ['a media action with a double', { pointUs: media('pause', 'double') }, media('pause').button, true, true],
  ])('%s', (_label, mapping, button, mapped, waits) => {
    expect(mapsButton(mapping, button)).toBe(mapped);
    expect(waitsForDouble(mapping, button)).toBe(waits);
  });

  it('lists the media actions in use, once each', () => {
    expect(
      mediaActionsOf({
        pointUs: media('nexttrack'),
        pointThem: media('previoustrack'),
        undo: media('nexttrack', 'double'),
      }),
    ).toEqual(['nexttrack', 'previoustrack']);
    expect(mediaActionsOf(ONE_BUTTON)).toEqual([]);
  });
});

describe('readRemoteMapping', () => {
  it.each<[string, unknown, RemoteMapping]>([
    ['a mapping written by the page', ONE_BUTTON, ONE_BUTTON],
    ['nothing stored', null, {}],
    ['not an object', 'Enter', {}],
    ['an unknown command', { nextSet: key('n') }, {}],
    ['an unknown press', { pointUs: { button: { source: 'key', key: 'Enter' }, press: 'triple' } }, {}],
    ['an empty key', { pointUs: key('') }, {}],
    ['an overlong key', { pointUs: key('x'.repeat(41)) }, {}],
    ['an unknown media action', { pointUs: { button: { source: 'media', action: 'seekto' }, press: 'single' } }, {}],
    ['a held media action, which no headset sends', { pointUs: media('play', 'long') }, {}],
    [
      'a press given to two commands: the first keeps it',
      { pointUs: key('Enter'), pointThem: key('Enter') },
      { pointUs: key('Enter') },
    ],
    [
      'extra fields dropped',
      { pointUs: { button: { source: 'key', key: 'Enter', code: 'Enter' }, press: 'single', at: 3 } },
      { pointUs: key('Enter') },
    ],
  ])('%s', (_label, stored, expected) => {
    expect(readRemoteMapping(stored)).toEqual(expected);
  });
});
