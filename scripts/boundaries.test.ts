import { describe, expect, it } from 'vitest';
import { boundaryViolation, importSpecifiers, runtimeImportSpecifiers, runtimeImportViolation } from './boundaries.mjs';

describe('boundaryViolation', () => {
  it.each([
    ['packages/domain/src/scoring/apply-event.ts', './rules'],
    ['packages/domain/src/voice/parse.ts', '../scoring/labels'],
    ['packages/domain/src/voice/parse.test.ts', 'vitest'],
    ['packages/domain/src/voice/corpus.test.ts', 'node:fs'],
    ['packages/domain/src/rating/skill-rating.ts', 'openskill'],
    ['packages/contracts/src/index.ts', 'zod'],
    ['packages/contracts/src/match.ts', '@marcador/domain'],
    ['apps/web/src/features/scoring/scoreboard.tsx', '../../components/ui/button'],
    ['apps/web/src/features/scoring/scoreboard.tsx', './score-card'],
    ['apps/web/src/app/router.tsx', '../features/scoring/scoreboard'],
    ['apps/web/src/lib/api.ts', '@marcador/contracts'],
    ['apps/server/src/app.ts', '@marcador/domain'],
  ])('allows %s -> %s', (from, specifier) => {
    expect(boundaryViolation(from, specifier)).toBeNull();
  });

  it.each([
    ['packages/domain/src/scoring/apply-event.ts', 'zod', /pure/],
    ['packages/domain/src/scoring/apply-event.ts', 'node:fs', /pure/],
    ['packages/domain/src/scoring/apply-event.ts', 'openskill', /pure/],
    ['packages/domain/src/scoring/apply-event.ts', '../../../contracts/src/index', /nothing outside itself/],
    ['packages/contracts/src/match.ts', 'fastify', /only describes the API/],
    ['apps/web/src/lib/api.ts', '@marcador/server', /may not import the server/],
    ['apps/web/src/lib/api.ts', '../../../server/src/app', /may not import the server/],
    ['apps/server/src/app.ts', '../../web/src/app/router', /may not import the web app/],
    [
      'apps/web/src/features/scoring/scoreboard.tsx',
      '../voice/mic-button',
      /feature "scoring" may not import feature "voice"/,
    ],
    ['apps/web/src/features/scoring/scoreboard.tsx', '../../app/router', /app layer composes features/],
  ])('forbids %s -> %s', (from, specifier, reason) => {
    expect(boundaryViolation(from, specifier)).toMatch(reason);
  });
});

describe('importSpecifiers', () => {
  it('finds static, type, re-export, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "import './d.css';",
      "const E = lazy(() => import('./e'));",
      'import {\n  f,\n  g,\n} from "./fg";',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b', './c', './d.css', './e', './fg']);
  });
});

describe('runtimeImportViolation', () => {
  it.each([
    ['apps/web/src/lib/api.ts', '@marcador/contracts/limits'],
    ['apps/web/src/lib/api.ts', '@marcador/domain'],
    ['apps/web/src/features/contact/contact-validation.test.ts', '@marcador/contracts'],
    ['apps/server/src/app.ts', 'zod'],
  ])('allows %s -> %s', (from, specifier) => {
    expect(runtimeImportViolation(from, specifier)).toBeNull();
  });

  it.each([
    ['apps/web/src/lib/api.ts', '@marcador/contracts'],
    ['apps/web/src/lib/billing.ts', 'zod'],
    ['apps/web/src/lib/billing.ts', 'zod/mini'],
  ])('forbids %s -> %s', (from, specifier) => {
    expect(runtimeImportViolation(from, specifier)).toMatch(/loads no zod/);
  });
});

describe('runtimeImportSpecifiers', () => {
  it('leaves out type-only imports and re-exports', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, c } from './bc';",
      "export type { D } from './d';",
      "export { e } from './e';",
      "const F = lazy(() => import('./f'));",
      "import type {\n  G,\n} from './g';",
    ].join('\n');
    expect(runtimeImportSpecifiers(source)).toEqual(['./bc', './e', './f']);
  });
});
