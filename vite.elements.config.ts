import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { minifyCssLiteralsPlugin } from './scripts/minify-css-literals.mjs';

/** Ships the design tokens beside the bundle: a plain page links tokens.css and loads ds.js. */
function copyTokens(): Plugin {
  return {
    name: 'copy-tokens',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'tokens.css',
        source: readFileSync('elements/tokens/tokens.css', 'utf8'),
      });
    },
  };
}

/**
 * The one-script-tag bundle: every element with Lit included, for pages without React.
 * `<script type="module" src="/elements/ds.js"></script>` and the ds-* tags just work.
 * Runs after the app build, so it must not empty dist/.
 */
export default defineConfig({
  plugins: [minifyCssLiteralsPlugin(), copyTokens()],
  publicDir: false,
  build: {
    outDir: 'dist/elements',
    emptyOutDir: false,
    modulePreload: false,
    // Not Vite's library mode: for the ES format it leaves whitespace unminified, and this file is
    // for pages that load it as is. One file, every export of elements/index.ts kept.
    rolldownOptions: {
      input: 'elements/index.ts',
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: 'ds.js', codeSplitting: false },
    },
  },
});
