import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { staticPageFiles, type SiteAddress } from './static-pages';

/**
 * After the build has written index.html (with its CSP and hashed asset URLs), writes the per-route
 * HTML files, 404.html, sitemap.xml and robots.txt beside it (see static-pages.ts).
 */
export function staticPages(site: SiteAddress): Plugin {
  return {
    name: 'static-pages',
    apply: 'build',
    enforce: 'post',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const { fileName, content } of staticPageFiles(indexHtml, site)) {
        const file = path.join(outDir, fileName);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
    },
  };
}
