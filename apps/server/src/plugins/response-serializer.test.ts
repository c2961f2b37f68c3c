import { listMatchesResponseSchema, meResponseSchema } from '@marcador/contracts';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;
const zodCompile = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (data: unknown) => string;

const summary = {
  id: '5e1ea53e-4c43-42c2-a46c-802c5f7fa234',
  status: 'completed',
  config: {
    isDoubles: true,
    team1: { name: 'Los Rápidos "ñ" \u202e', color: 'green', players: ['Carlos Ruiz', 'Ana López'] },
    team2: { name: '', color: 'blue', players: ['Luis Pérez', ''] },
    invitedPlayers: [{ name: 'Eva', email: 'eva@example.com', position: 'team2_2' }],
    club: null,
    sessionDuration: 60,
    tournament: null,
  },
  rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
  score: {
    player1: { points: 0, games: 0, sets: 2 },
    player2: { points: 0, games: 0, sets: 0 },
    currentSet: 2,
    isTiebreak: false,
    tiebreakPoints: { player1: 0, player2: 0 },
    isGameOver: true,
    winner: 'player1',
    setScores: [
      { player1: 6, player2: 0 },
      { player1: 7, player2: 6 },
    ],
  },
  sets: [
    { player1: 6, player2: 0, finished: true, tiebreak: null },
    { player1: 7, player2: 6, finished: true, tiebreak: { player1: 7, player2: 5 } },
  ],
  result: 'player1',
  startedAt: '2026-11-24T21:05:52.446Z',
  endedAt: '2026-11-24T22:05:52.446Z',
  createdAt: '2026-11-24T21:05:52.453Z',
  updatedAt: '2026-11-24T22:05:54.885Z',
  entryCount: 102,
};

describe('responseSerializerCompiler', () => {
  it('writes what zod writes for a history page (nulls, unions, text that needs escaping)', () => {
    const page = {
      matches: [summary, { ...summary, status: 'in_progress', result: null, endedAt: null }],
      hiddenCount: 3,
    };
    expect(() => listMatchesResponseSchema.parse(page)).not.toThrow();
    const written = compile(listMatchesResponseSchema)(page);
    expect(JSON.parse(written)).toEqual(JSON.parse(zodCompile(listMatchesResponseSchema)(page)));
  });

  it('writes only the properties the schema names, so nothing else a row holds can leak', () => {
    const schema = z.object({ user: z.object({ id: z.string() }) });
    const written = compile(schema)({ user: { id: 'u1', passwordHash: 'secret' }, token: 't' });
    expect(JSON.parse(written)).toEqual({ user: { id: 'u1' } });
  });

  it('refuses an answer that lacks a required property instead of writing half of it', () => {
    expect(() => compile(meResponseSchema)({ user: { id: 'u1' } })).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.custom<string>((value) => typeof value === 'string') });
    expect(compile(schema)({ at: 'now', extra: 1 })).toBe('{"at":"now"}');
  });

  it('is what the app answers with: an unknown field of a handler never reaches the client', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/x', { schema: { response: { 200: z.object({ a: z.number() }) } } }, async () => ({ a: 1, b: 2 }));
    const response = await app.inject({ method: 'GET', url: '/x' });
    expect(response.json()).toEqual({ a: 1 });
    await app.close();
  });
});
