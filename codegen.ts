import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for every operation the client sends, generated from the committed schema. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/graphql/generated/**'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
