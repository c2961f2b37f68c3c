import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVoiceUsageRecorder, type SendOutcome, VOICE_USAGE_FLUSH_DELAY_MS } from './voice-usage';

type Sent = { report: Record<string, number>; keepalive: boolean };

function recorderSending(outcomes: SendOutcome[] = []) {
  const sent: Sent[] = [];
  const recorder = createVoiceUsageRecorder({
    send: async (report, { keepalive }) => {
      sent.push({ report, keepalive });
      return outcomes.shift() ?? 'sent';
    },
  });
  return { recorder, sent };
}

describe('voice usage recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one batch after the delay with everything recorded meanwhile', async () => {
    const { recorder, sent } = recorderSending();
    recorder.record({ accepted: 1 });
    recorder.record({ accepted: 2, announcements: 1 });
    recorder.record({ rejected: 1 });
    await vi.advanceTimersByTimeAsync(VOICE_USAGE_FLUSH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { report: { commandsAccepted: 3, commandsRejected: 1, announcementsPlayed: 1 }, keepalive: false },
    ]);
    expect(recorder.pending()).toEqual({ accepted: 0, rejected: 0, announcements: 0 });
  });

  it('sends nothing when nothing was recorded', async () => {
    const { recorder, sent } = recorderSending();
    recorder.record({});
    await recorder.flush();
    await vi.advanceTimersByTimeAsync(VOICE_USAGE_FLUSH_DELAY_MS * 3);
    expect(sent).toEqual([]);
  });

  it('flushes at once with keepalive when the page goes away, and does not send the batch again', async () => {
    const { recorder, sent } = recorderSending();
    recorder.record({ announcements: 4 });
    await recorder.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(VOICE_USAGE_FLUSH_DELAY_MS * 2);
    expect(sent).toEqual([
      { report: { commandsAccepted: 0, commandsRejected: 0, announcementsPlayed: 4 }, keepalive: true },
    ]);
  });

  it('splits counts above the per-report maximum into several reports', async () => {
    const { recorder, sent } = recorderSending();
    recorder.record({ accepted: 250, rejected: 30 });
    await recorder.flush();
    expect(sent.map((s) => s.report)).toEqual([
      { commandsAccepted: 100, commandsRejected: 30, announcementsPlayed: 0 },
      { commandsAccepted: 100, commandsRejected: 0, announcementsPlayed: 0 },
      { commandsAccepted: 50, commandsRejected: 0, announcementsPlayed: 0 },
    ]);
  });

  it('keeps a batch that failed and sends it with later counts on the next attempt', async () => {
    const { recorder, sent } = recorderSending(['retry']);
    recorder.record({ accepted: 2 });
    await vi.advanceTimersByTimeAsync(VOICE_USAGE_FLUSH_DELAY_MS);
    expect(recorder.pending()).toEqual({ accepted: 2, rejected: 0, announcements: 0 });
    recorder.record({ accepted: 1 });
    await vi.advanceTimersByTimeAsync(VOICE_USAGE_FLUSH_DELAY_MS);
    expect(sent.map((s) => s.report.commandsAccepted)).toEqual([2, 3]);
    expect(recorder.pending().accepted).toBe(0);
  });

  it('treats a thrown send as a failure to retry', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const recorder = createVoiceUsageRecorder({ send });
    recorder.record({ rejected: 1 });
    await recorder.flush();
    expect(recorder.pending().rejected).toBe(1);
  });

  it('drops a batch the server refused for good (signed out, invalid)', async () => {
    const { recorder, sent } = recorderSending(['dropped']);
    recorder.record({ accepted: 1 });
    await recorder.flush();
    await vi.advanceTimersByTimeAsync(VOICE_USAGE_FLUSH_DELAY_MS * 2);
    expect(sent).toHaveLength(1);
    expect(recorder.pending().accepted).toBe(0);
  });

  it('ignores negative, fractional and non-finite counts', () => {
    const { recorder } = recorderSending();
    recorder.record({ accepted: -3, rejected: 1.7, announcements: Number.NaN });
    expect(recorder.pending()).toEqual({ accepted: 0, rejected: 1, announcements: 0 });
  });
});
