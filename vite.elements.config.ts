import { defineConfig } from 'vite';

/**
 * The one-script-tag bundle: every element with Lit included, for pages without React.
 * `<script type="module" src="/elements/ds.js"></script>` and the ds-* tags just work.
 * Runs after the app build, so it must not empty dist/.
 */
export default defineConfig({
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
