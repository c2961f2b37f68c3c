import { REMOTE_DOUBLE_GAP_MS, REMOTE_LONG_PRESS_MS, type RemoteCommand, type RemoteMapping } from '@marcador/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../memory-storage.test-support';
import { attachRemote } from './remote-listener';
import { REMOTE_MAPPING_KEY } from './remote-storage';

/** PageDown ours, PageUp theirs, a long Enter undo; next and previous track as a headset's points. */
const CLICKER: RemoteMapping = {
  pointUs: { button: { source: 'key', key: 'PageDown' }, press: 'single' },
  pointThem: { button: { source: 'media', action: 'previoustrack' }, press: 'single' },
  undo: { button: { source: 'key', key: 'Enter' }, press: 'long' },
};

let clock = 0;
let window: EventTarget;
let handlers: Map<string, MediaSessionActionHandler | null>;
let dispatched: RemoteCommand[];
let confirmed: RemoteCommand[];
let blocked: boolean;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  window = new EventTarget();
  handlers = new Map();
  dispatched = [];
  confirmed = [];
  blocked = false;
});
afterEach(() => vi.useRealTimers());

function attach(mapping: RemoteMapping, ran = true) {
  const storage = memoryStorage();
  storage.setItem(REMOTE_MAPPING_KEY, JSON.stringify(mapping));
  return attachRemote({
    dispatch: (command) => {
      dispatched.push(command);
      return ran;
    },
    blocked: () => blocked,
    storage,
    confirm: (command) => confirmed.push(command),
    keepAlive: null,
    target: window,
    mediaSession: { setActionHandler: (action, handler) => void handlers.set(action, handler) },
    now: () => clock,
  });
}

function wait(ms: number) {
  clock += ms;
  vi.advanceTimersByTime(ms);
}

/** Sends a key event; returns whether the listener prevented it. */
function key(type: 'keydown' | 'keyup', name: string, extra: object = {}): boolean {
  const event = Object.assign(new Event(type, { cancelable: true }), { key: name, repeat: false, ...extra });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function press(name: string, holdMs = 80): { down: boolean; up: boolean } {
  const down = key('keydown', name);
  wait(holdMs);
  return { down, up: key('keyup', name) };
}

describe('attachRemote', () => {
  it('gives a mapped key’s command at its release, keeps the key from the page and confirms it', () => {
    attach(CLICKER);
    expect(press('PageDown')).toEqual({ down: true, up: true });
    expect(dispatched).toEqual(['pointUs']);
    expect(confirmed).toEqual(['pointUs']);
  });

  it('leaves a key the mapping does not know to the page, and gives nothing', () => {
    attach(CLICKER);
    expect(press('ArrowLeft')).toEqual({ down: false, up: false });
    wait(5000);
    expect(dispatched).toEqual([]);
  });

  it('gives a press of a mapped key the mapping does not know nothing (a short Enter)', () => {
    attach(CLICKER);
    expect(press('Enter')).toEqual({ down: true, up: true });
    wait(5000);
    expect(dispatched).toEqual([]);
  });

  it('gives a long press while the key is still held', () => {
    attach(CLICKER);
    key('keydown', 'Enter');
    wait(REMOTE_LONG_PRESS_MS - 1);
    key('keydown', 'Enter', { repeat: true });
    expect(dispatched).toEqual([]);
    wait(1);
    expect(dispatched).toEqual(['undo']);
    key('keyup', 'Enter');
    expect(dispatched).toEqual(['undo']);
  });

  it('counts a bounce once', () => {
    attach(CLICKER);
    press('PageDown', 30);
    wait(40);
    press('PageDown', 30);
    expect(dispatched).toEqual(['pointUs']);
  });

  it('waits for the gap only for a key with a double press bound', () => {
    attach({
      pointUs: { button: { source: 'key', key: 'Enter' }, press: 'single' },
      pointThem: { button: { source: 'key', key: 'Enter' }, press: 'double' },
    });
    press('Enter');
    expect(dispatched).toEqual([]);
    wait(REMOTE_DOUBLE_GAP_MS);
    expect(dispatched).toEqual(['pointUs']);
    wait(2000);
    press('Enter');
    wait(100);
    press('Enter');
    wait(5000);
    expect(dispatched).toEqual(['pointUs', 'pointThem']);
  });

  it('ignores presses while a dialog is open, and leaves its keys alone', () => {
    attach(CLICKER);
    blocked = true;
    expect(press('PageDown').down).toBe(false);
    handlers.get('previoustrack')?.({ action: 'previoustrack' });
    expect(dispatched).toEqual([]);
  });

  it('leaves keys typed in a field or pressed in a dialog to them', () => {
    attach(CLICKER);
    // Heard on the window in the capture phase, a key event's target is the element with the focus.
    const at = (target: object) => {
      const event = Object.assign(new Event('keydown', { cancelable: true }), { key: 'PageDown' });
      Object.defineProperty(event, 'target', { value: target });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(at({ tagName: 'BUTTON', closest: () => null })).toBe(true);
    expect(at({ tagName: 'INPUT' })).toBe(false);
    expect(at({ tagName: 'DIV', isContentEditable: true })).toBe(false);
    expect(at({ tagName: 'BUTTON', closest: (selector: string) => (selector.includes('dialog') ? {} : null) })).toBe(
      false,
    );
  });

  it('takes the mapped Media Session actions and lets them go when detached', () => {
    const detach = attach(CLICKER);
    expect([...handlers.keys()]).toEqual(['previoustrack']);
    handlers.get('previoustrack')?.({ action: 'previoustrack' });
    expect(dispatched).toEqual(['pointThem']);
    detach();
    expect(handlers.get('previoustrack')).toBeNull();
    expect(press('PageDown').down).toBe(false);
  });

  it('plays no tone for a command the board did not run (nothing to undo)', () => {
    attach(CLICKER, false);
    key('keydown', 'Enter');
    wait(REMOTE_LONG_PRESS_MS);
    expect(dispatched).toEqual(['undo']);
    expect(confirmed).toEqual([]);
  });

  it('listens to nothing on a device without a mapping', () => {
    attach({});
    expect(press('PageDown').down).toBe(false);
    expect(handlers.size).toBe(0);
  });
});
