// The lint step of `npm test`: the layers (machines/README.md) and no silently empty blocks. The rule
// set stays small on purpose; the compiler (`tsc -b`, one project per layer) checks the same layers
// with the modules resolved, this catches them in the editor and names the rule broken.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** An import of a top-level folder by a relative path, however deep the importing file sits. */
const folder = (...names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

/** `no-restricted-imports` and the same check on `import()` for a layer that may not import `names`. */
function layer(files, names, why) {
  const message = `${why} (machines/README.md, "Layers").`;
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: folder(...names), message }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // esquery's regular expressions cannot hold a '/', even escaped.
          selector: `ImportExpression[source.value=/${folder(...names).replaceAll('/', '\\x2F')}/]`,
          message,
        },
      ],
    },
  };
}

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'tmp-diag/',
      'src/routeTree.gen.ts',
      '**/*.gen.d.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An empty catch hides a failure: log it with context, handle it, or say in a comment why it is safe.
      'no-empty': ['error', { allowEmptyCatch: false }],
      // The browser's URL escape()/unescape() are globals everywhere: a missing import of escapeRegExp or
      // escape-html would still compile and silently do the wrong thing.
      'no-restricted-globals': ['error', 'escape', 'unescape'],
    },
  },
  layer(['openapi/**'], ['src', 'server', 'machines'], 'The contract is shared by every side and imports none of them'),
  layer(['machines/**'], ['src', 'server'], 'Machines are pure logic: the SPA and the server depend on them, not the reverse'),
  layer(['server/**'], ['src', 'machines'], 'The server shares only the contract (openapi/) with the client'),
  layer(['src/**'], ['server'], 'The SPA talks to the server through the contract (openapi/), never its code'),
);
