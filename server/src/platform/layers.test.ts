import fs from 'node:fs';
import path from 'node:path';

/**
 * The layers (docs/ARCHITECTURE.md), which a move could break unnoticed: each folder of server/src imports only the
 * folders below it, the ground floor (platform/) imports no module and no boot file, and no runtime code imports the
 * demo seed (only boot, scripts and tests may).
 */
const SRC = path.resolve(__dirname, '..');
const BOOT_FILES = ['app', 'index', 'services', 'schema'].map((name) => path.join(SRC, `${name}.ts`));

/** From the ground up; the boot files (server/src/*.ts) sit above every folder, and scripts above them. */
const LAYERS = ['platform', 'i18n', 'policies', 'realtime', 'graphql', 'modules', 'db', 'http', '(boot)', 'scripts'];

/**
 * The imports that point up, each a type: a resolver's context (graphql/context.ts) is made of the request scope and
 * the service graph's type, which are above the GraphQL kit that resolvers import. Add to it only with a reason.
 */
const UPWARD_IMPORTS = [
  'graphql/context.ts -> modules/brand/brand.entity',
  'graphql/context.ts -> modules/brand/request-scope',
  'graphql/context.ts -> services',
  'http/html-pages.ts -> services',
  'http/media.ts -> services',
  'http/site-indexes.ts -> services',
];

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
  return [...text.matchAll(/(?:from|import\s*\(?)\s*'(\.[^']+)'/g)].map(([, specifier]) => {
    const target = path.resolve(path.dirname(file), specifier);
    return fs.existsSync(target) && fs.statSync(target).isDirectory() ? path.join(target, 'index') : target;
  });
}

const inside = (file: string, directory: string) => file.startsWith(path.join(SRC, directory) + path.sep);

/** The layer of a file or import target: its top folder under server/src, or (boot) for the files at its root. */
const layerOf = (file: string) => {
  const [top, ...rest] = path.relative(SRC, file).split(path.sep);
  return rest.length > 0 ? top : '(boot)';
};

describe('layers', () => {
  it("every folder of server/src has a layer, and imports point down them but for the context's types", () => {
    const folders = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !LAYERS.includes(folder))).toEqual([]);
    const upward = sourceFiles(SRC).flatMap((file) =>
      relativeImports(file)
        .filter((target) => inside(target, '') && LAYERS.indexOf(layerOf(target)) > LAYERS.indexOf(layerOf(file)))
        .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
    );
    expect(upward.sort()).toEqual(UPWARD_IMPORTS);
  });

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
