import { describe, expect, it } from 'vitest';
import { decodeLiveChange } from './live-events';

describe('decodeLiveChange', () => {
  it.each([
    ['m:3f2b1c9e-0000-4000-8000-000000000001', { kind: 'match', id: '3f2b1c9e-0000-4000-8000-000000000001' }],
    ['v:9a8b7c6d-0000-4000-8000-000000000002', { kind: 'venue', id: '9a8b7c6d-0000-4000-8000-000000000002' }],
    ['m:short_id', { kind: 'match', id: 'short_id' }],
  ])('reads %s', (payload, change) => {
    expect(decodeLiveChange(payload)).toEqual(change);
  });

  it.each(['', 'm:', 'x:3f2b1c9e-0000-4000-8000-000000000001', 'm:abc', 'm:has space in it', 'v:a;drop'])(
    'refuses %j',
    (payload) => {
      expect(decodeLiveChange(payload)).toBeNull();
    },
  );
});
