// ESLint runs only what Biome cannot check: the React Compiler's rules of React, starting with
// refs (no ref read or written during render, issue 34 §5). Biome lints and formats the rest.
import tsParser from '@typescript-eslint/parser';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  {
    ignores: [
      '**/*',
      '!packages/',
      '!packages/ui/',
      '!packages/features/',
      '!apps/',
      '!apps/web/',
      '!**/src/',
      '!**/src/**',
    ],
  },
  {
    files: [
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/features/src/**/*.{ts,tsx}',
      'apps/web/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/refs': 'error',
    },
  },
];
