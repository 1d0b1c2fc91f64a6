// ESLint (flat config), run by `npm test` right after the type check.
// typescript-eslint's recommended rules everywhere (syntax only: no type
// information, so a full run stays a few seconds on two cores), and React's
// hooks rules on the table client. tsc already checks undefined names.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Leading underscore: an argument or binding kept on purpose (a callback's shape).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
