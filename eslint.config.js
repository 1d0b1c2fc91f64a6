// ESLint (flat config), run by `npm test` right after the type check.
// typescript-eslint's recommended rules everywhere (syntax only: no type
// information, so a full run stays a few seconds on two cores), and React's
// hooks rules on the table client. tsc already checks undefined names.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './scripts/eslint/no-literal-text.js';

export default tseslint.config(
  {
    // Build output, installers, test reports, dependencies.
    ignores: ['dist/', 'release/', 'node_modules/', 'test-results/', 'playwright-report/', 'artifacts/', 'coverage/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  ...tseslint.configs.recommended,
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // A missing dependency is a stale closure: an error, not a warning.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every word a player reads comes from a catalogue (issue 15): the app's frame, its shared pieces and each game's
    // table (the games' development harnesses aside).
    files: ['src/renderer/app/**/*.{ts,tsx}', 'src/renderer/ui/**/*.{ts,tsx}', 'src/renderer/games/**/*.{ts,tsx}'],
    ignores: ['src/renderer/games/*/dev/**'],
    plugins: { 'magic-table': { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'magic-table/no-literal-text': ['error', { allow: ['Magic Table'] }] },
  },
  {
    // Leading underscore: an argument or binding kept on purpose (a callback's shape).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
