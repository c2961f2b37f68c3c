import { describe, expect, it } from 'vitest';
import { type PrerenderedPages, prerenderedFile } from './prerendered-pages';

const manifest: PrerenderedPages = {
  languages: ['es', 'en'],
  pages: [
    { path: '/', file: 'index.html', readsQuery: [] },
    { path: '/auth', file: 'auth.html', readsQuery: ['mode', 'email', 'intent'] },
  ],
};

describe('prerenderedFile', () => {
  it.each([
    ['a visitor on /', '/', '', undefined, 'prerendered/es/index.html'],
    ['a visitor on /auth', '/auth', '', undefined, 'prerendered/es/auth.html'],
    ['the language cookie', '/auth', '', 'theme=x; language=en', 'prerendered/en/auth.html'],
    ['an unknown language', '/', '', 'language=fr', 'prerendered/es/index.html'],
    ['a query the page ignores', '/auth', 'redirect=%2Fapp', undefined, 'prerendered/es/auth.html'],
    ['a query that changes the page', '/auth', 'mode=register', undefined, undefined],
    ['a session cookie', '/', '', 'marcador.session_token=abc', undefined],
    ['a secure session cookie', '/auth', '', 'language=en; __Secure-marcador.session_token=abc', undefined],
    ['another cookie that mentions the name', '/', '', 'x=marcador.session_token', 'prerendered/es/index.html'],
    ['a path without a prerender', '/app', '', undefined, undefined],
    ['a path that only starts like one', '/auth/confirm', '', undefined, undefined],
  ])('%s', (_case, path, query, cookie, expected) => {
    expect(prerenderedFile(manifest, { path, search: new URLSearchParams(query), cookie })).toBe(expected);
  });
});
