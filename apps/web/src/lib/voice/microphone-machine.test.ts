import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialMicContext,
  MIC_AUTO_START_THROTTLE_MS,
  MIC_MANUAL_START_THROTTLE_MS,
  type MicContext,
  type MicEffect,
  type MicEvent,
  type MicPlatform,
  type RecognizerErrorKind,
  transition,
} from './microphone-machine';

/** Runs events in order; returns the final context and every effect with the time of its event. */
function run(events: readonly MicEvent[], start: MicContext = initialMicContext('desktop', true)) {
  let context = start;
  const effects: { now: number; effect: MicEffect; event: MicEvent['type'] }[] = [];
  const states: MicContext[] = [];
  for (const event of events) {
    const next = transition(context, event);
    context = next.context;
    states.push(context);
    for (const effect of next.effects) effects.push({ now: event.now, effect, event: event.type });
  }
  return { context, effects, states };
}

/** A microphone that was granted permission at 0 and auto-started at 300 ms, now listening. */
function listening(platform: MicPlatform = 'desktop'): MicContext {
  return run(
    [
      { type: 'enable', now: 0, gesture: true },
      { type: 'permission', now: 0, granted: true },
      { type: 'tick', now: 300 },
      { type: 'recognizer-started', now: 310 },
    ],
    initialMicContext(platform, true),
  ).context;
}

const types = (effects: { effect: MicEffect }[]) => effects.map(({ effect }) => effect.type);

describe('microphone machine: the spec timeline', () => {
  it.each<[string, MicEvent[], MicContext['state'], string[]]>([
    [
      'asks for the permission when switched on',
      [{ type: 'enable', now: 0, gesture: true }],
      'requesting',
      ['request-permission'],
    ],
    [
      'auto-starts once, 300 ms after the permission is granted',
      [
        { type: 'enable', now: 0, gesture: true },
        { type: 'permission', now: 50, granted: true },
        // A timer that fires a millisecond early asks again instead of being lost.
        { type: 'tick', now: 349 },
        { type: 'tick', now: 350 },
      ],
      'starting',
      ['request-permission', 'schedule', 'schedule', 'start'],
    ],
    [
      'a denied permission is an error and nothing starts',
      [
        { type: 'enable', now: 0, gesture: true },
        { type: 'permission', now: 5, granted: false },
      ],
      'error',
      ['request-permission'],
    ],
    ['iOS asks only from a user gesture', [{ type: 'enable', now: 0, gesture: false }], 'error', []],
    [
      // Found by the properties below (CI, seed 145857024): the end turned the request into a pause.
      'a stray recogniser end while the permission is asked for starts nothing',
      [
        { type: 'speech-started', now: 0 },
        { type: 'enable', now: 0, gesture: true },
        { type: 'recognizer-ended', now: 0 },
        { type: 'speech-ended', now: 0 },
        { type: 'tick', now: 80 },
      ],
      'requesting',
      ['request-permission'],
    ],
  ])('%s', (_name, events, state, effects) => {
    const platform = _name.startsWith('iOS') ? 'ios' : 'desktop';
    const result = run(events, initialMicContext(platform, true));
    expect(result.context.state).toBe(state);
    expect(types(result.effects)).toEqual(effects);
  });

  it('does nothing at all without a recogniser', () => {
    const result = run(
      [
        { type: 'enable', now: 0, gesture: true },
        { type: 'toggle', now: 10 },
      ],
      initialMicContext('desktop', false),
    );
    expect(result.context.state).toBe('unsupported');
    expect(result.effects).toEqual([]);
  });

  it.each<[MicPlatform, number, number]>([
    // Started at 300. Desktop: the 400 ms throttle is the longer wait after an end at 400 (80 ms delay).
    ['desktop', 400, 700],
    ['desktop', 1000, 1080],
    ['phone', 1000, 1700],
    ['ios', 1000, 2500],
  ])(
    'restarts after the recogniser ends (%s, ended at %i) at %i: the restart delay, but not before the start throttle',
    (platform, endedAt, at) => {
      const ended = transition(listening(platform), { type: 'recognizer-ended', now: endedAt });
      expect(ended.effects).toEqual([{ type: 'schedule', at }]);
      expect(ended.context.state).toBe('scheduled');
    },
  );

  it('pauses while our speech plays and resumes after it', () => {
    const result = run(
      [
        { type: 'speech-started', now: 1000 },
        { type: 'recognizer-error', now: 1001, kind: 'aborted' },
        { type: 'recognizer-ended', now: 1002 },
        { type: 'tick', now: 1500 },
        { type: 'speech-ended', now: 3000 },
        { type: 'tick', now: 3080 },
      ],
      listening(),
    );
    expect(types(result.effects)).toEqual(['stop', 'schedule', 'start']);
    expect(result.states.map((s) => s.state)).toEqual([
      'paused-for-speech',
      'paused-for-speech',
      'paused-for-speech',
      'paused-for-speech',
      'scheduled',
      'starting',
    ]);
    // The expected abort of our own stop does not count as a retry.
    expect(result.context.abortRetries).toBe(0);
  });

  it('a stop by hand is not restarted when the recogniser ends', () => {
    const result = run(
      [
        { type: 'toggle', now: 1000 },
        { type: 'recognizer-ended', now: 1010 },
        { type: 'tick', now: 5000 },
      ],
      listening(),
    );
    expect(result.context.state).toBe('stopped');
    expect(types(result.effects)).toEqual(['stop']);
  });

  it('the end of the match stops the microphone and emits mic-stop once; the button no longer starts it', () => {
    const result = run(
      [
        { type: 'match-over', now: 1000 },
        { type: 'match-over', now: 1001 },
        { type: 'recognizer-ended', now: 1010 },
        { type: 'toggle', now: 2000 },
        { type: 'tick', now: 9000 },
      ],
      listening(),
    );
    expect(result.context.state).toBe('stopped');
    expect(types(result.effects)).toEqual(['stop', 'mic-stop']);
  });

  it.each<[RecognizerErrorKind, number]>([
    ['no-speech', 2],
    ['aborted', 5],
  ])('retries after %s up to %i times, then waits for a tap', (kind, retries) => {
    let context = listening();
    let now = 1000;
    const starts: number[] = [];
    for (let round = 0; round <= retries; round++) {
      const events: MicEvent[] = [
        { type: 'recognizer-error', now, kind },
        { type: 'recognizer-ended', now: now + 1 },
        { type: 'tick', now: now + 2000 },
        { type: 'recognizer-started', now: now + 2010 },
      ];
      const result = run(events, context);
      context = result.context;
      starts.push(...result.effects.filter((e) => e.effect.type === 'start').map((e) => e.now));
      now += 5000;
    }
    expect(starts).toHaveLength(retries);
    expect(context.state).toBe('error');
    expect(context.error).toBe(kind);
    // A tap starts again with fresh counters.
    const tapped = transition(context, { type: 'toggle', now });
    expect(tapped.effects).toEqual([{ type: 'start' }]);
    expect(tapped.context.noSpeechRetries + tapped.context.abortRetries).toBe(0);
  });

  it('something heard resets the retry counters', () => {
    const result = run(
      [
        { type: 'recognizer-error', now: 1000, kind: 'no-speech' },
        { type: 'recognizer-ended', now: 1001 },
        { type: 'tick', now: 2000 },
        { type: 'recognizer-started', now: 2001 },
        { type: 'recognizer-result', now: 2500 },
      ],
      listening(),
    );
    expect(result.context.noSpeechRetries).toBe(0);
  });

  it.each<[RecognizerErrorKind, string]>([
    ['not-allowed', 'permission-denied'],
    ['network', 'network'],
    ['audio-capture', 'audio-capture'],
    ['language-not-supported', 'language-not-supported'],
  ])('a %s error needs the user (%s); no restart follows', (kind, error) => {
    const result = run(
      [
        { type: 'recognizer-error', now: 1000, kind },
        { type: 'recognizer-ended', now: 1001 },
        { type: 'tick', now: 9000 },
      ],
      listening(),
    );
    expect(result.context.state).toBe('error');
    expect(result.context.error).toBe(error);
    expect(types(result.effects)).toEqual(['stop']);
  });

  it('a manual start is refused 199 ms after the previous start and allowed at 200 ms', () => {
    const stopped = run([{ type: 'toggle', now: 350 }], listening()).context;
    expect(transition(stopped, { type: 'toggle', now: 300 + 199 }).effects).toEqual([]);
    expect(transition(stopped, { type: 'toggle', now: 300 + MIC_MANUAL_START_THROTTLE_MS }).effects).toEqual([
      { type: 'start' },
    ]);
  });

  it('waits for a cooldown before an automatic start', () => {
    const result = run(
      [
        { type: 'cooldown', now: 900, until: 2000 },
        { type: 'recognizer-ended', now: 1000 },
      ],
      listening(),
    );
    expect(result.effects.at(-1)?.effect).toEqual({ type: 'schedule', at: 2000 });
  });

  it('a start that throws is an error, not a loop', () => {
    const result = run(
      [
        { type: 'start-failed', now: 1000 },
        { type: 'recognizer-ended', now: 1001 },
        { type: 'tick', now: 5000 },
      ],
      listening(),
    );
    expect(result.context.error).toBe('start-failed');
    expect(types(result.effects)).toEqual([]);
  });
});

const eventArbitrary: fc.Arbitrary<(now: number) => MicEvent> = fc.oneof(
  fc.constant((now: number): MicEvent => ({ type: 'enable', now, gesture: true })),
  fc.boolean().map(
    (granted) =>
      (now: number): MicEvent => ({ type: 'permission', now, granted }),
  ),
  fc.constant((now: number): MicEvent => ({ type: 'toggle', now })),
  fc.constant((now: number): MicEvent => ({ type: 'disable', now })),
  fc.constant((now: number): MicEvent => ({ type: 'tick', now })),
  fc.constant((now: number): MicEvent => ({ type: 'tick', now })),
  fc.constant((now: number): MicEvent => ({ type: 'recognizer-started', now })),
  fc.constant((now: number): MicEvent => ({ type: 'recognizer-result', now })),
  fc.constantFrom<RecognizerErrorKind>('no-speech', 'aborted', 'network', 'not-allowed', 'other').map(
    (kind) =>
      (now: number): MicEvent => ({ type: 'recognizer-error', now, kind }),
  ),
  fc.constant((now: number): MicEvent => ({ type: 'recognizer-ended', now })),
  fc.constant((now: number): MicEvent => ({ type: 'start-failed', now })),
  fc.constant((now: number): MicEvent => ({ type: 'speech-started', now })),
  fc.constant((now: number): MicEvent => ({ type: 'speech-ended', now })),
  fc.constant((now: number): MicEvent => ({ type: 'match-over', now })),
  fc.integer({ min: 0, max: 3000 }).map(
    (length) =>
      (now: number): MicEvent => ({ type: 'cooldown', now, until: now + length }),
  ),
);

/** Random timelines: events at increasing times, on any platform. */
const timeline = fc.record({
  platform: fc.constantFrom<MicPlatform>('desktop', 'phone', 'ios'),
  steps: fc.array(fc.tuple(fc.integer({ min: 0, max: 1500 }), eventArbitrary), { maxLength: 60 }),
});

function play({ platform, steps }: { platform: MicPlatform; steps: [number, (now: number) => MicEvent][] }) {
  let now = 0;
  const events = steps.map(([gap, make]) => {
    now += gap;
    return make(now);
  });
  let context = initialMicContext(platform, true);
  const log: { event: MicEvent; before: MicContext; after: MicContext; effects: readonly MicEffect[] }[] = [];
  for (const event of events) {
    const next = transition(context, event);
    log.push({ event, before: context, after: next.context, effects: next.effects });
    context = next.context;
  }
  return log;
}

/** Timelines are cheap to play; many of them reach the rare orderings (the default 100 let one slip through now and then). */
const RUNS = { numRuns: 2000 };

describe('microphone machine: properties', () => {
  it('never starts while our speech plays, after the match is over, or without permission', () => {
    fc.assert(
      fc.property(timeline, (input) => {
        for (const step of play(input)) {
          if (!step.effects.some((effect) => effect.type === 'start')) continue;
          expect(step.before.speaking).toBe(false);
          expect(step.before.matchOver).toBe(false);
          expect(step.after.permission).toBe('granted');
          expect(step.event.now).toBeGreaterThanOrEqual(step.before.cooldownUntil);
        }
      }),
      RUNS,
    );
  });

  it('never starts twice closer than the throttle: 200 ms by hand, the platform throttle otherwise', () => {
    fc.assert(
      fc.property(timeline, (input) => {
        let last = Number.NEGATIVE_INFINITY;
        for (const step of play(input)) {
          if (!step.effects.some((effect) => effect.type === 'start')) continue;
          const manual = step.event.type === 'toggle' || step.event.type === 'enable';
          const throttle = manual ? MIC_MANUAL_START_THROTTLE_MS : MIC_AUTO_START_THROTTLE_MS[input.platform];
          expect(step.event.now - last).toBeGreaterThanOrEqual(throttle);
          last = step.event.now;
        }
      }),
      RUNS,
    );
  });

  it('is never listening while our speech plays, and never restarts by itself after a stop by hand', () => {
    fc.assert(
      fc.property(timeline, (input) => {
        for (const step of play(input)) {
          if (step.after.speaking) expect(['starting', 'listening']).not.toContain(step.after.state);
          const automatic =
            step.event.type !== 'toggle' && step.event.type !== 'enable' && step.event.type !== 'permission';
          if (automatic && (step.before.state === 'stopped' || step.before.state === 'idle')) {
            expect(step.effects.some((effect) => effect.type === 'start')).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('emits mic-stop exactly once per match end', () => {
    fc.assert(
      fc.property(timeline, (input) => {
        const log = play(input);
        const stops = log.flatMap((step) => step.effects).filter((effect) => effect.type === 'mic-stop').length;
        expect(stops).toBe(log.some((step) => step.event.type === 'match-over') ? 1 : 0);
      }),
      RUNS,
    );
  });
});
