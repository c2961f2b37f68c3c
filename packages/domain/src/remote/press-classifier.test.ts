import { describe, expect, it } from 'vitest';
import {
  buttonDown,
  buttonTapped,
  buttonUp,
  createPressTracker,
  REMOTE_DOUBLE_GAP_MS as GAP,
  REMOTE_LONG_PRESS_MS as LONG,
  nextPressDeadline,
  type PressStep,
  type PressTracker,
  pressesDue,
} from './press-classifier';
import type { RemoteButton } from './remote-binding';

/** `down Enter 0`, `up Enter 100`, `up* Enter 100` (waits for a double), `tick '' 500`, `tap nexttrack 0`, `tap* ...`. */
type Event = readonly [kind: string, button: string, at: number];

function button(name: string): RemoteButton {
  return name === 'nexttrack' || name === 'play' ? { source: 'media', action: name } : { source: 'key', key: name };
}

/** Runs the events; each press given is `Name:kind@time` (the time of the event that gave it). */
function run(events: readonly Event[]): string[] {
  let tracker: PressTracker = createPressTracker();
  const given: string[] = [];
  for (const event of events) {
    const [kind, name, at] = event;
    let step: PressStep;
    if (kind === 'tick') step = pressesDue(tracker, at);
    else {
      const waits = kind.endsWith('*');
      if (kind.startsWith('down')) step = buttonDown(tracker, button(name), at);
      else if (kind.startsWith('up')) step = buttonUp(tracker, button(name), at, waits);
      else step = buttonTapped(tracker, button(name), at, waits);
    }
    tracker = step.tracker;
    for (const { button: b, press } of step.presses)
      given.push(`${b.source === 'key' ? b.key : b.action}:${press}@${at}`);
  }
  return given;
}

describe('the press classifier', () => {
  it.each<[string, Event[], string[]]>([
    [
      'a single press with no double bound counts at its release',
      [
        ['down', 'Enter', 0],
        ['up', 'Enter', 120],
      ],
      ['Enter:single@120'],
    ],
    [
      'a single press beside a bound double waits for the gap',
      [
        ['down', 'Enter', 0],
        ['up*', 'Enter', 120],
        ['tick', '', 120 + GAP - 1],
        ['tick', '', 120 + GAP],
      ],
      [`Enter:single@${120 + GAP}`],
    ],
    [
      'a second press within the gap is a double, given at its down',
      [
        ['down', 'Enter', 0],
        ['up*', 'Enter', 100],
        ['down', 'Enter', 100 + GAP - 1],
        ['up*', 'Enter', 600],
        ['tick', '', 5000],
      ],
      [`Enter:double@${100 + GAP - 1}`],
    ],
    [
      'a second press exactly at the gap is a new single press',
      [
        ['down', 'Enter', 0],
        ['up*', 'Enter', 100],
        ['down', 'Enter', 100 + GAP],
        ['up*', 'Enter', 700],
        ['tick', '', 700 + GAP],
      ],
      [`Enter:single@${100 + GAP}`, `Enter:single@${700 + GAP}`],
    ],
    [
      'without a bound double two quick presses are two singles',
      [
        ['down', 'PageDown', 0],
        ['up', 'PageDown', 80],
        ['down', 'PageDown', 150],
        ['up', 'PageDown', 230],
      ],
      ['PageDown:single@80', 'PageDown:single@230'],
    ],
    [
      'a hold is a long press when the time is reached, and its release gives nothing more',
      [
        ['down', 'Enter', 0],
        ['tick', '', LONG - 1],
        ['tick', '', LONG],
        ['up*', 'Enter', LONG + 400],
        ['tick', '', 5000],
      ],
      [`Enter:long@${LONG}`],
    ],
    [
      'a long hold released before any tick is a long press at its release',
      [
        ['down', 'Enter', 0],
        ['up', 'Enter', LONG + 50],
      ],
      [`Enter:long@${LONG + 50}`],
    ],
    [
      'a press just short of the long time is single',
      [
        ['down', 'Enter', 0],
        ['up', 'Enter', LONG - 1],
      ],
      [`Enter:single@${LONG - 1}`],
    ],
    [
      'keyboard auto-repeat downs change nothing',
      [
        ['down', 'ArrowLeft', 0],
        ['down', 'ArrowLeft', 30],
        ['down', 'ArrowLeft', 60],
        ['up', 'ArrowLeft', 90],
      ],
      ['ArrowLeft:single@90'],
    ],
    [
      'an up without its down is ignored',
      [
        ['up', 'Enter', 50],
        ['tick', '', 5000],
      ],
      [],
    ],
    [
      'the second press of a double held long gives no long press',
      [
        ['down', 'Enter', 0],
        ['up*', 'Enter', 100],
        ['down', 'Enter', 200],
        ['tick', '', 2000],
        ['up*', 'Enter', 2100],
      ],
      ['Enter:double@200'],
    ],
    [
      'a waiting single is given before a later event completes',
      [
        ['down', 'Enter', 0],
        ['up*', 'Enter', 100],
        ['down', 'PageUp', 1000],
        ['up', 'PageUp', 1100],
      ],
      ['Enter:single@1000', 'PageUp:single@1100'],
    ],
    [
      'two buttons are classified apart',
      [
        ['down', 'PageUp', 0],
        ['down', 'PageDown', 10],
        ['up', 'PageDown', 50],
        ['up', 'PageUp', LONG + 10],
      ],
      ['PageDown:single@50', `PageUp:long@${LONG + 10}`],
    ],
    ['a media action is a press at once', [['tap', 'nexttrack', 0]], ['nexttrack:single@0']],
    [
      'two media actions within the gap are a double',
      [
        ['tap*', 'play', 0],
        ['tap*', 'play', 300],
        ['tick', '', 5000],
      ],
      ['play:double@300'],
    ],
    [
      'due presses are given in the order they fell due',
      [
        ['down', 'A', 0],
        ['up*', 'A', 10],
        ['down', 'B', 20],
        ['up*', 'B', 25],
        ['down', 'C', 30],
        ['tick', '', 5000],
      ],
      [`A:single@5000`, `B:single@5000`, `C:long@5000`],
    ],
  ])('%s', (_label, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('names the next time a press falls due, and none when nothing waits', () => {
    let tracker = createPressTracker();
    expect(nextPressDeadline(tracker)).toBeNull();
    tracker = buttonDown(tracker, button('Enter'), 1000).tracker;
    expect(nextPressDeadline(tracker)).toBe(1000 + LONG);
    tracker = buttonUp(tracker, button('Enter'), 1100, true).tracker;
    expect(nextPressDeadline(tracker)).toBe(1100 + GAP);
    tracker = pressesDue(tracker, 1100 + GAP).tracker;
    expect(nextPressDeadline(tracker)).toBeNull();
  });

  it('does not change a tracker when nothing is due', () => {
    const tracker = buttonDown(createPressTracker(), button('Enter'), 0).tracker;
    expect(pressesDue(tracker, LONG - 1).tracker).toBe(tracker);
  });
});
