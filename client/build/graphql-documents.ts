import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const GRAPHQL_IMPORT = /import \{ graphql \} from '[^']*graphql\/generated';\n/;
const GRAPHQL_CALL = /graphql\(\s*`([^`]*)`\s*\)/g;
const DOCUMENT_ID = 'virtual:graphql-document/';
const RESOLVED_PREFIX = '\0graphql-document:';

/** The export of generated/graphql.ts that holds a document: `XDocument` for an operation, `XFragmentDoc` for a fragment. */
function documentExport(source: string): string {
  const [definition] = parse(source).definitions;
  if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  if (definition.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error(`A graphql() document needs a named operation or a fragment: ${source.slice(0, 80)}`);
}

/**
 * Replaces each `graphql(\`...\`)` with its own document, a module of its own, as the client preset's Babel plugin
 * does and further: the preset's `graphql()` looks documents up in a map of every document of the app, and
 * generated/graphql.ts is one module, so without this every page's queries would ship with the first screen.
 */
export function graphqlDocuments(): Plugin {
  const generated = path.resolve(import.meta.dirname, '../src/graphql/generated/graphql.ts');
  return {
    name: 'ballpark-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!GRAPHQL_IMPORT.test(code) || id.includes('/graphql/generated/')) return null;
      const names = new Set<string>();
      const body = code.replace(GRAPHQL_CALL, (_, source: string) => {
        const name = documentExport(source);
        names.add(name);
        return name;
      });
      const imports = [...names].map((name) => `import ${name} from '${DOCUMENT_ID}${name}';\n`).join('');
      return { code: body.replace(GRAPHQL_IMPORT, imports), map: null };
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_ID) ? RESOLVED_PREFIX + id.slice(DOCUMENT_ID.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(generated);
      const declaration = `export const ${name} = `;
      const line = fs
        .readFileSync(generated, 'utf8')
        .split('\n')
        .find((text) => text.startsWith(declaration));
      const json = line?.slice(declaration.length, line.lastIndexOf(' as unknown as '));
      if (!json) throw new Error(`${name} is not in generated/graphql.ts: run npm run codegen`);
      return `export default ${json};\n`;
    },
  };
}
