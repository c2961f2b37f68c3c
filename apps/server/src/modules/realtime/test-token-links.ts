/** Test support for public links (decisions 046 and 056): one link's whole life, as its owner and the public see it. */
import { SPECTATOR_TOKEN_PATTERN } from '@marcador/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Call = () => Promise<LightMyRequestResponse>;

/**
 * The owner's link is null at first; created, it opens the public view; rotated, the old token is a
 * 404 and the new one opens it; withdrawn, it is null and its token a 404 `not_found`; a token never
 * issued is a 404 and a string that is not a token a 400.
 */
export async function expectTokenLinkLife(
  link: { read: Call; rotate: Call; revoke: Call },
  publicRead: (token: string) => Promise<LightMyRequestResponse>,
): Promise<void> {
  const rotated = async () => {
    const response = await link.rotate();
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  expect((await link.read()).json()).toEqual({ token: null });

  const first = await rotated();
  expect(first).toMatch(SPECTATOR_TOKEN_PATTERN);
  expect((await link.read()).json()).toEqual({ token: first });
  expect((await publicRead(first)).statusCode).toBe(200);

  const second = await rotated();
  expect(second).not.toBe(first);
  expect((await publicRead(first)).statusCode).toBe(404);
  expect((await publicRead(second)).statusCode).toBe(200);

  expect((await link.revoke()).json()).toEqual({ token: null });
  expect((await link.read()).json()).toEqual({ token: null });
  const revoked = await publicRead(second);
  expect(revoked.statusCode).toBe(404);
  expect(revoked.json().error.code).toBe('not_found');
  // A token never issued, and one that is not a token at all.
  expect((await publicRead('A'.repeat(32))).statusCode).toBe(404);
  expect((await publicRead('not-a-token')).statusCode).toBe(400);
}
