import type { RemoteBinding } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { initialLearner, type LearnerEvent, type LearnerState, learn } from './remote-learner';

const key = (name: string, press: RemoteBinding['press'] = 'single'): RemoteBinding => ({
  button: { source: 'key', key: name },
  press,
});
const pressed = (binding: RemoteBinding): LearnerEvent => ({ type: 'pressed', binding });

function run(events: readonly LearnerEvent[], start: LearnerState = initialLearner({})): LearnerState {
  return events.reduce(learn, start);
}

/** What the page shows of a state: what it waits for and the mapping's presses by command. */
function shown(state: LearnerState) {
  const press = (b: RemoteBinding | undefined) => (b && b.button.source === 'key' ? `${b.press} ${b.button.key}` : b);
  return {
    awaiting: state.awaiting,
    refused: state.refused?.takenBy ?? null,
    pointUs: press(state.mapping.pointUs),
    pointThem: press(state.mapping.pointThem),
    undo: press(state.mapping.undo),
  };
}

describe('learning a remote', () => {
  it.each<[string, LearnerEvent[], ReturnType<typeof shown>]>([
    [
      'a device without a remote waits for our point first',
      [],
      { awaiting: 'pointUs', refused: null, pointUs: undefined, pointThem: undefined, undo: undefined },
    ],
    [
      'a clicker, step by step',
      [pressed(key('PageDown')), pressed(key('PageUp')), pressed(key('Enter', 'long'))],
      { awaiting: null, refused: null, pointUs: 'single PageDown', pointThem: 'single PageUp', undo: 'long Enter' },
    ],
    [
      'a one-button remote: one press, two presses, a long press',
      [pressed(key('Enter')), pressed(key('Enter', 'double')), pressed(key('Enter', 'long'))],
      { awaiting: null, refused: null, pointUs: 'single Enter', pointThem: 'double Enter', undo: 'long Enter' },
    ],
    [
      'the same press for a second command is refused, and the step waits on',
      [pressed(key('Enter')), pressed(key('Enter'))],
      { awaiting: 'pointThem', refused: 'pointUs', pointUs: 'single Enter', pointThem: undefined, undo: undefined },
    ],
    [
      'a press after a refusal clears it',
      [pressed(key('Enter')), pressed(key('Enter')), pressed(key('Enter', 'double'))],
      { awaiting: 'undo', refused: null, pointUs: 'single Enter', pointThem: 'double Enter', undo: undefined },
    ],
    [
      'a skipped step stays unbound',
      [pressed(key('PageDown')), { type: 'skip' }, pressed(key('Backspace'))],
      { awaiting: null, refused: null, pointUs: 'single PageDown', pointThem: undefined, undo: 'single Backspace' },
    ],
    [
      'stopping leaves what was learned',
      [pressed(key('PageDown')), { type: 'stop' }, pressed(key('PageUp'))],
      { awaiting: null, refused: null, pointUs: 'single PageDown', pointThem: undefined, undo: undefined },
    ],
    [
      're-learning one command replaces its press and stops after it',
      [
        pressed(key('PageDown')),
        pressed(key('PageUp')),
        pressed(key('z')),
        { type: 'relearn', command: 'pointThem' },
        pressed(key('ArrowRight')),
      ],
      { awaiting: null, refused: null, pointUs: 'single PageDown', pointThem: 'single ArrowRight', undo: 'single z' },
    ],
    [
      'skipping a re-learning keeps the old press',
      [pressed(key('PageDown')), { type: 'stop' }, { type: 'relearn', command: 'pointUs' }, { type: 'skip' }],
      { awaiting: null, refused: null, pointUs: 'single PageDown', pointThem: undefined, undo: undefined },
    ],
    [
      'starting again forgets everything and waits for our point',
      [pressed(key('PageDown')), pressed(key('PageUp')), { type: 'restart' }],
      { awaiting: 'pointUs', refused: null, pointUs: undefined, pointThem: undefined, undo: undefined },
    ],
    [
      'clearing forgets everything and stops',
      [pressed(key('PageDown')), { type: 'clear' }],
      { awaiting: null, refused: null, pointUs: undefined, pointThem: undefined, undo: undefined },
    ],
  ])('%s', (_label, events, expected) => {
    expect(shown(run(events))).toEqual(expected);
  });

  it('opens on a device with a remote showing it, not learning', () => {
    const state = initialLearner({ pointUs: key('PageDown') });
    expect(state.awaiting).toBeNull();
    expect(learn(state, pressed(key('PageUp')))).toBe(state);
  });
});
