import { CONNECTION_STATES } from '@marcador/contracts/limits';
import { describe, expect, it } from 'vitest';
import { asksFirst, cardControls, profileControls, requestControls } from './connection-controls';
import type { ConnectionAction } from './network-api';

describe('cardControls', () => {
  it.each([
    ['none', { status: null, actions: ['connect'] }],
    ['incoming', { status: null, actions: ['accept'] }],
    ['outgoing', { status: 'sent', actions: [] }],
    ['connected', { status: 'connected', actions: [] }],
    ['blocked', { status: 'blocked', actions: [] }],
    ['self', { status: null, actions: [] }],
  ] as const)('%s -> %o', (state, controls) => {
    expect(cardControls(state)).toEqual(controls);
  });

  it('gives a card at most one button', () => {
    for (const state of CONNECTION_STATES) expect(cardControls(state).actions.length).toBeLessThanOrEqual(1);
  });
});

describe('profileControls', () => {
  it.each([
    ['none', 'r1', { status: null, actions: ['connect', 'block'] }],
    ['outgoing', 'r1', { status: 'sent', actions: ['cancel', 'block'] }],
    ['outgoing', null, { status: 'sent', actions: ['block'] }],
    ['incoming', 'r1', { status: null, actions: ['accept', 'decline', 'block'] }],
    ['incoming', null, { status: null, actions: ['accept', 'block'] }],
    ['connected', null, { status: 'connected', actions: ['remove', 'block'] }],
    ['blocked', null, { status: 'blocked', actions: ['unblock'] }],
    ['self', null, { status: null, actions: [] }],
  ] as const)('%s with request %s -> %o', (state, requestId, controls) => {
    expect(profileControls(state, requestId)).toEqual(controls);
  });

  it('offers blocking to anyone not yet blocked, and unblocking only to the blocked', () => {
    for (const state of CONNECTION_STATES) {
      const { actions } = profileControls(state, 'r1');
      expect(actions.includes('block')).toBe(state !== 'blocked' && state !== 'self');
      expect(actions.includes('unblock')).toBe(state === 'blocked');
    }
  });
});

describe('asksFirst', () => {
  it('asks before removing a contact or blocking, never before the rest', () => {
    const all: ConnectionAction[] = ['connect', 'cancel', 'accept', 'decline', 'remove', 'block', 'unblock'];
    expect(all.filter(asksFirst)).toEqual(['remove', 'block']);
  });
});

describe('requestControls', () => {
  it('answers a received request and cancels a sent one', () => {
    expect(requestControls('incoming')).toEqual({ status: null, actions: ['accept', 'decline'] });
    expect(requestControls('sent')).toEqual({ status: null, actions: ['cancel'] });
  });
});
