import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support';
import { readVibration, VIBRATION_KEY } from './point-vibration';

describe('the point vibration switch', () => {
  it('is on until the player turns it off, and stays off', () => {
    const storage = memoryStorage();
    expect(readVibration(storage)).toBe(true);
    storage.setItem(VIBRATION_KEY, 'off');
    expect(readVibration(storage)).toBe(false);
    storage.setItem(VIBRATION_KEY, 'on');
    expect(readVibration(storage)).toBe(true);
  });

  it('is on where storage is missing or refuses to be read', () => {
    expect(readVibration(undefined)).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readVibration(blocked)).toBe(true);
  });
});
