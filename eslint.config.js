import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import redos from 'eslint-plugin-redos';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/', 'src/server/test/api-types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  {
    // One pixel limit for every image the server opens (a decompression bomb otherwise holds it).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/record-parts/images.ts', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sharp', message: 'Open images with openImage (record-parts/images.ts), which applies the pixel limit.' }] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every regular expression, tests included: none that can backtrack super-linearly (ReDoS),
    // and the rest of regexp's advice. Static checks, a few seconds over the whole repo.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    extends: [regexp.configs['flat/recommended']],
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // A second analyser (recheck, which tries attack strings) on the code that runs, not on its
    // tests: their patterns read the app's own output, and recheck over them costs ~10 times what
    // it costs over the rest of src (decision 022).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/test/**', 'src/client/test/**'],
    plugins: { redos },
    // The automaton checker only: its answer is the same on every run. recheck's fuzzer (which it
    // falls back to) times its search by the clock, so on a loaded machine it flagged a different
    // pattern at each run; the static regexp/no-super-linear-* rules above still see every pattern.
    rules: { 'redos/no-vulnerable': ['error', { checker: 'automaton' }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
