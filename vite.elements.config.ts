import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/** Ships the design tokens beside the bundle: a plain page links tokens.css and loads ds.js. */
function copyTokens(): Plugin {
  return {
    name: 'copy-tokens',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tokens.css', source: readFileSync('elements/tokens/tokens.css', 'utf8') });
    },
  };
}

/**
 * The one-script-tag bundle: every element with Lit included, for pages without React.
 * `<script type="module" src="/elements/ds.js"></script>` and the ds-* tags just work.
 * Runs after the app build, so it must not empty dist/.
 */
export default defineConfig({
  plugins: [copyTokens()],
  build: {
    outDir: 'dist/elements',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'elements/index.ts',
      formats: ['es'],
      fileName: () => 'ds.js',
    },
  },
});
