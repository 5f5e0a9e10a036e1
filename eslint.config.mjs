import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'client/dist-server/**',
      '**/node_modules/**',
      'client/src/graphql/generated/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // The words a person reads go through Lingui (client/lingui.config.ts): literal text anywhere in the client is an
  // error. Tests and their fixtures (client/src/test) are not read by anyone but the suite.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/src/test/**'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words only: classes, ids, paths, units and symbols are not read as language.
          ignore: ['^(?![A-Z][a-z]*\\s)[^\\s]*$', '^[^a-zA-Z]*$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|[iI]d$|[cC]ookie$|^(href|to|src|type|rel|target|key|name|role|autoComplete|inputMode|enterKeyHint|method|action|lang|dir|as|variant|size|layout)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            'useQuery',
            'useMutation',
            // GraphQL documents are code, not words.
            'graphql',
            'Intl.*',
            'document.*',
            'addEventListener',
            'removeEventListener',
            'graphql',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
