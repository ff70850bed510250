import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { pageRoutes, routeModules } from '../content/route-table.ts';
import { withBase } from '../react-app/lib/base-path.ts';
import { staticPageFiles, type RoutePreloads, type SiteAddress } from './static-pages.ts';

/**
 * After the build has written index.html (with its CSP and hashed asset URLs), writes the per-route
 * HTML files, 404.html, sitemap.xml and robots.txt beside it (see static-pages.ts). Each route's HTML
 * preloads that route's own chunks (the modules content/route-table.ts names), which the app would otherwise only
 * ask for once its own code has run: one round trip less before the page shows.
 */
export function staticPages(site: SiteAddress): Plugin {
  let appRoot = '';
  const preloads = new Map<string, RoutePreloads>();
  return {
    name: 'static-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      appRoot = path.join(config.root, 'react-app');
    },
    generateBundle(_options, bundle) {
      preloads.clear();
      for (const [routePath, value] of routePreloads(bundle, appRoot)) {
        preloads.set(routePath, {
          scripts: value.scripts.map(file => withBase(site.base, `/${file}`)),
          styles: value.styles.map(file => withBase(site.base, `/${file}`)),
        });
      }
    },
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const { fileName, content } of staticPageFiles(indexHtml, site, pageRoutes, p => preloads.get(p))) {
        const file = path.join(outDir, fileName);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
    },
  };
}

/** Each route's chunks and stylesheets (output file names) beyond those the entry already loads. */
function routePreloads(bundle: Rolldown.OutputBundle, appRoot: string): Map<string, RoutePreloads> {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.filter(c => c.facadeModuleId).map(c => [path.normalize(c.facadeModuleId!), c]));
  /** A chunk and every chunk it imports statically. */
  const closure = (start: Rolldown.OutputChunk, into = new Set<Rolldown.OutputChunk>()) => {
    if (!into.has(start)) {
      into.add(start);
      for (const file of start.imports) closure(byFile.get(file)!, into);
    }
    return into;
  };
  const entry = chunks.find(chunk => chunk.isEntry);
  const loaded = entry ? closure(entry) : new Set<Rolldown.OutputChunk>();

  const result = new Map<string, RoutePreloads>();
  for (const { path: routePath } of pageRoutes) {
    const needed = new Set<Rolldown.OutputChunk>();
    for (const { file } of routeModules(routePath)) {
      const chunk = byModule.get(path.join(appRoot, file));
      if (!chunk) throw new Error(`static-pages: no chunk for ${file} (route "${routePath}")`);
      closure(chunk, needed);
    }
    const own = [...needed].filter(chunk => !loaded.has(chunk));
    result.set(routePath, {
      scripts: own.map(chunk => chunk.fileName),
      styles: [...new Set(own.flatMap(chunk => [...(chunk.viteMetadata?.importedCss ?? [])]))],
    });
  }
  return result;
}
