/** Fails (exit 1) when a source file breaks an import boundary of scripts/boundaries.mjs. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundaryViolation, importSpecifiers, runtimeImportSpecifiers, runtimeImportViolation } from './boundaries.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = ['packages/domain/src', 'packages/contracts/src', 'apps/server/src', 'apps/web/src'];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield path;
  }
}

let violations = 0;
for (const base of roots) {
  for (const file of sourceFiles(join(root, base))) {
    const rel = relative(root, file).split(sep).join('/');
    const source = readFileSync(file, 'utf8');
    const found = [
      ...importSpecifiers(source).map((specifier) => [specifier, boundaryViolation(rel, specifier)]),
      ...runtimeImportSpecifiers(source).map((specifier) => [specifier, runtimeImportViolation(rel, specifier)]),
    ];
    for (const [specifier, reason] of found) {
      if (reason) {
        violations++;
        console.error(`${rel}: import "${specifier}" — ${reason}`);
      }
    }
  }
}
if (violations) {
  console.error(`\n${violations} import boundary violation(s).`);
  process.exit(1);
}
console.log('Import boundaries hold.');
