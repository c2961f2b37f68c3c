/**
 * Test support: other spellings of a request target that a router or a URL parser may read as the
 * same address — a percent-encoded letter, digit or `-._~`, a `.` or `..` segment, a doubled slash,
 * the absolute form (`http://host/path`) — so the security suites can check that no check keyed on
 * the address is dodged by one (decision 016). Send them through a real socket (../test-http.ts).
 */
import fc from 'fast-check';

export interface Spelling {
  name: string;
  target: string;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** `%xx` for a character, in upper- or lower-case hex. */
const encoded = (char: string, upper = false) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/** `/api/...` and its query, apart. */
function apiPath(target: string): { rest: string; query: string } {
  const match = /^\/api\/([^?]+)(\?.*)?$/.exec(target);
  if (!match?.[1]) throw new Error(`expected a target under /api/, got ${target}`);
  return { rest: match[1], query: match[2] ?? '' };
}

/**
 * Named spellings of `target` (a canonical `/api/...` target with its query) that a router takes
 * for the same route or a sibling; `origin` is the server's, for the absolute form.
 */
export function otherSpellings(target: string, origin: string): Spelling[] {
  const { rest, query } = apiPath(target);
  const lastChar = rest.slice(-1);
  const spellings: [string, string][] = [
    ['an encoded letter of /api', `/%61pi/${rest}`],
    ['an encoded last character, upper-case hex', `/api/${rest.slice(0, -1)}${encoded(lastChar, true)}`],
    ['every letter of /api encoded', `/${[...'api'].map((c) => encoded(c)).join('')}/${rest}`],
    ['a doubled leading slash', `//api/${rest}`],
    ['a doubled inner slash', `/api//${rest}`],
    ['a dot segment', `/api/./${rest}`],
    ['a dot-dot segment', `/api/x/../${rest}`],
    ['an encoded dot-dot segment', `/api/x/%2e%2E/${rest}`],
    ['a trailing dot segment', `/api/${rest}/.`],
    ['the absolute form', `${origin}/api/${rest}`],
    ['the absolute form naming another host', `http://evil.test/api/${rest}`],
    ['the absolute form with an encoded letter', `${origin}/%61pi/${rest}`],
  ];
  return spellings.map(([name, spelt]) => ({ name, target: `${spelt}${query}` }));
}

/**
 * Random non-canonical spellings of `target` (any canonical origin-form target): some of its path's
 * unreserved characters percent-encoded (either hex case), `./`, `x/../` or an extra `/` after some
 * of its slashes, maybe in the absolute form; at least one of these. The query is left as it is.
 */
export function otherSpelling(target: string, origin: string): fc.Arbitrary<string> {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  // An escape already in the path (`%3C`) stays whole: encoding its hex digits would break it.
  const tokens = path.match(/%[0-9a-f]{2}|[\s\S]/giu) ?? [];
  const perChar = tokens.map((char) => {
    if (char === '/') return fc.constantFrom('/', '/./', '/x/../', '//');
    if (!UNRESERVED.test(char) || char.length > 1) return fc.constant(char);
    return fc.oneof(
      { arbitrary: fc.constant(char), weight: 4 },
      { arbitrary: fc.boolean().map((upper) => encoded(char, upper)), weight: 1 },
    );
  });
  return fc
    .tuple(fc.tuple(...perChar), fc.boolean())
    .map(([parts, absolute]) => `${absolute ? origin : ''}${parts.join('')}${query}`)
    .filter((spelt) => spelt !== target);
}
