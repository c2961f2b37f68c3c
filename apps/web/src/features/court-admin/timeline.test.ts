import { describe, expect, it } from 'vitest';
import { daySpan, timelineBlock } from './timeline';

describe("a day's timeline", () => {
  it("covers the day's hours, widened to sessions outside them", () => {
    expect(daySpan({ opens: '09:00', closes: '21:00' }, [])).toEqual({ from: 540, to: 1260 });
    expect(daySpan({ opens: '09:00', closes: '21:00' }, [{ localStart: '08:00', minutes: 60 }])).toEqual({
      from: 480,
      to: 1260,
    });
    expect(daySpan(null, [{ localStart: '22:00', minutes: 120 }])).toEqual({ from: 480, to: 1440 });
    expect(daySpan({ opens: '07:00', closes: '24:00' }, [])).toEqual({ from: 420, to: 1440 });
  });

  it('places a session as percentages of the span, clipped to it', () => {
    const span = { from: 600, to: 1200 };
    expect(timelineBlock('10:00', 60, span)).toEqual({ left: 0, width: 10 });
    expect(timelineBlock('15:00', 90, span)).toEqual({ left: 50, width: 15 });
    expect(timelineBlock('19:30', 60, span)).toEqual({ left: 95, width: 5 });
  });
});
