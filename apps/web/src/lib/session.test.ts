import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type SessionModule = typeof import('./session');

const me = {
  user: { id: 'u1', email: 'ana@example.com', emailVerified: true },
  profile: null,
  plan: 'free',
  roles: [],
  isAdmin: false,
  isCourtAdmin: false,
  venue: null,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that takes the request and answers only its abort, like a network that drops packets. */
function neverAnswers() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

/** A fresh copy of the module: the store is module state. */
async function freshSession(): Promise<SessionModule> {
  vi.resetModules();
  return import('./session');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchMe', () => {
  it('reads GET /api/session: the signed-in user, and null for a visitor (a 200, not a 401)', async () => {
    const { fetchMe } = await freshSession();
    const signedIn = vi.fn(async (_url: string) => json(200, { me }));
    vi.stubGlobal('fetch', signedIn);
    await expect(fetchMe()).resolves.toEqual(me);
    expect(signedIn.mock.calls[0]?.[0]).toBe('/api/session');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { me: null })),
    );
    await expect(fetchMe()).resolves.toBeNull();
  });

  it('throws a SessionReadError for a server failure, an odd body or no connection', async () => {
    const { fetchMe, SessionReadError } = await freshSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, {})),
    );
    await expect(fetchMe()).rejects.toBeInstanceOf(SessionReadError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { me: { user: 'nobody' } })),
    );
    await expect(fetchMe()).rejects.toBeInstanceOf(SessionReadError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchMe()).rejects.toBeInstanceOf(SessionReadError);
  });

  it('gives up on a read that never answers, as on no connection', async () => {
    const { fetchMe, SessionReadError } = await freshSession();
    vi.stubGlobal('fetch', neverAnswers());
    const read = fetchMe(undefined, 20);
    await expect(read).rejects.toBeInstanceOf(SessionReadError);
    await expect(read).rejects.toMatchObject({ unreachable: true });
  });

  it("rethrows the caller's own abort", async () => {
    const { fetchMe, SessionReadError } = await freshSession();
    vi.stubGlobal('fetch', neverAnswers());
    const caller = new AbortController();
    const read = fetchMe(caller.signal);
    caller.abort();
    await expect(read).rejects.not.toBeInstanceOf(SessionReadError);
  });
});

describe('the session store', () => {
  it('reads once, shares the answer, and counts a failed read as signed out', async () => {
    const session = await freshSession();
    const fetch = vi.fn(async () => json(503, {}));
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([session.loadSession(), session.loadSession()]);
    expect(first).toBeNull();
    expect(second).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
    await session.loadSession();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('reads again when asked for a fresh answer; the latest read wins', async () => {
    const session = await freshSession();
    let answer: (response: Response) => void = () => {};
    const slow = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', vi.fn().mockReturnValueOnce(slow).mockResolvedValueOnce(json(200, { me })));
    const stale = session.loadSession();
    await expect(session.refreshSession()).resolves.toEqual(me);
    answer(json(200, { me: null }));
    await stale;
    // The older read (signed out) finished last but does not overwrite the newer one.
    await expect(session.loadSession()).resolves.toEqual(me);
  });

  it('setSession replaces what is known, as sign-out and password reset do', async () => {
    const session = await freshSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { me })),
    );
    await session.loadSession();
    session.setSession(null);
    await expect(session.loadSession()).resolves.toBeNull();
  });
});

describe('offline visits', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }
  const offline = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  const answering = (status: number, body: unknown = {}) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(status, body)),
    );

  it('with no network, the last confirmed session stands in; a server error still counts as signed out', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    let session = await freshSession();
    answering(200, { me });
    await session.loadSession();
    session = await freshSession();
    vi.stubGlobal('fetch', offline);
    await expect(session.loadSession()).resolves.toEqual(me);
    session = await freshSession();
    answering(503);
    await expect(session.loadSession()).resolves.toBeNull();
  });

  it('a visitor answer and a sign-out (even offline) forget it', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    let session = await freshSession();
    answering(200, { me });
    await session.loadSession();
    vi.stubGlobal('fetch', offline);
    await session.requestSignOut();
    session = await freshSession();
    await expect(session.loadSession()).resolves.toBeNull();

    answering(200, { me });
    await session.refreshSession();
    answering(200, { me: null });
    await session.refreshSession();
    session = await freshSession();
    vi.stubGlobal('fetch', offline);
    await expect(session.loadSession()).resolves.toBeNull();
  });
});
