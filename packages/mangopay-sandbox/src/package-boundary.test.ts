/**
 * The package stands alone: no source file imports anything outside the package directory (the
 * project around it included), and every package it imports is declared in its package.json —
 * `dependencies` for what runs or is exported (testing/ too), `devDependencies` allowed for its own
 * tests and their contract fixtures only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module specifier of a file: static imports and exports, and dynamic import() of a literal. */
function specifiers(text: string): string[] {
  const found = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms), ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)];
  return found.map((match) => match[1]!);
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const testOnly = (file: string) => file.endsWith('.test.ts') || file.includes(`${path.sep}contract${path.sep}`);

const files = sourceFiles(path.join(packageDir, 'src')).map((file) => ({
  file,
  relative: path.relative(packageDir, file),
  imports: specifiers(readFileSync(file, 'utf8')),
}));

describe('package boundary', () => {
  it('finds the sources and their imports', () => {
    expect(files.map((f) => f.relative)).toContain(path.join('src', 'app.ts'));
    expect(files.find((f) => f.relative === path.join('src', 'app.ts'))?.imports).toEqual(expect.arrayContaining(['koa', './clock']));
  });

  it('imports nothing outside the package directory', () => {
    const outside = files.flatMap(({ file, relative, imports }) =>
      imports
        .filter((s) => s.startsWith('.'))
        .filter((s) => path.relative(packageDir, path.resolve(path.dirname(file), s)).startsWith('..'))
        .map((s) => `${relative}: ${s}`),
    );
    expect(outside).toEqual([]);
  });

  it('imports only the packages its package.json declares', () => {
    const undeclared = files.flatMap(({ file, relative, imports }) => {
      const allowed = { ...manifest.dependencies, ...(testOnly(file) ? manifest.devDependencies : {}) };
      return imports
        .filter((s) => !s.startsWith('.') && !s.startsWith('node:'))
        .filter((s) => !(packageName(s) in allowed))
        .map((s) => `${relative}: ${s}`);
    });
    expect(undeclared).toEqual([]);
  });
});
