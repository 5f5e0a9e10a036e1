import fs from 'node:fs';
import path from 'node:path';

/**
 * The layers' two rules that a move could break unnoticed: the ground floor (platform/) imports no module and no boot
 * file, and no runtime code imports the demo seed (only boot, scripts and tests may).
 */
const SRC = path.resolve(__dirname, '..');
const BOOT_FILES = ['app', 'index', 'services', 'config', 'schema'].map((name) => path.join(SRC, `${name}.ts`));

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Each relative import (static, dynamic or type-only) of a file, as the path it resolves to, without extension. */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\s*\(?)\s*'(\.[^']+)'/g)].map(([, specifier]) =>
    path.resolve(path.dirname(file), specifier),
  );
}

const inside = (file: string, directory: string) => file.startsWith(path.join(SRC, directory) + path.sep);

describe('layers', () => {
  it('the ground floor imports no module and no boot file', () => {
    const upward = sourceFiles(path.join(SRC, 'platform')).flatMap((file) =>
      relativeImports(file)
        .filter((target) => inside(target, 'modules') || BOOT_FILES.includes(`${target}.ts`))
        .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('no runtime code imports the demo seed', () => {
    const runtime = sourceFiles(SRC).filter(
      (file) => !inside(file, 'db') && !inside(file, 'scripts') && file !== path.join(SRC, 'index.ts'),
    );
    expect(runtime.length).toBeGreaterThan(100);
    const seedImports = runtime.flatMap((file) =>
      relativeImports(file)
        .filter((target) => inside(target, path.join('db', 'seed')))
        .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
    );
    expect(seedImports).toEqual([]);
  });
});
