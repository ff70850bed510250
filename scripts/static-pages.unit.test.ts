import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTitle, pageAt, pageRoutes, redirectRoutes, routeTable } from '../content/route-table';
import {
  DEFAULT_SITE_URL,
  fallbackHtml,
  normalizeSiteUrl,
  robotsTxt,
  routeFileNames,
  routeHtml,
  sitemapXml,
  staticPageFiles,
} from './static-pages';

const CSP = `<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;">`;
/** A built index.html as Vite writes it: CSP first, multi-line description, assets under the base. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    ${CSP}
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Portfolio of a designer."
    />
    <link rel="icon" href="/portfolio/favicon.svg" type="image/svg+xml" />
    <title>Lena Marsh</title>
    <script src="/portfolio/theme-boot.js"></script>
    <script type="module" crossorigin src="/portfolio/static/js/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SITE = { base: '/portfolio/', siteUrl: 'https://lena-marsh.example' };
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('normalizeSiteUrl', () => {
  it('defaults to an origin that cannot exist', () => {
    expect(normalizeSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(normalizeSiteUrl(' ')).toBe(DEFAULT_SITE_URL);
    expect(DEFAULT_SITE_URL).toMatch(/\.example$/);
  });

  it('keeps the origin of a full address', () => {
    expect(normalizeSiteUrl('https://lena.example.org/')).toBe('https://lena.example.org');
    expect(normalizeSiteUrl('http://localhost:4173')).toBe('http://localhost:4173');
  });

  it.each(['lena.example.org', 'ftp://lena.example.org', 'https://x.example/portfolio/', 'https://x.example/?a=1'])(
    'rejects %j',
    input => expect(() => normalizeSiteUrl(input)).toThrow(/SITE_URL must be an origin/),
  );
});

describe('routeFileNames', () => {
  it('writes the home page as index.html and every other route as <route>.html and <route>/index.html', () => {
    expect(routeFileNames('')).toEqual(['index.html']);
    expect(routeFileNames('Tools/BlobGenerator')).toEqual([
      'Tools/BlobGenerator.html',
      'Tools/BlobGenerator/index.html',
    ]);
  });
});

describe('routeHtml', () => {
  const page = pageAt('Components/DividerAndSpace')!;
  const html = routeHtml(INDEX, page, SITE);

  it('gives the page its own title and description, escaped', () => {
    expect(html).toContain('<title>Divider &amp; Space - Lena Marsh</title>');
    expect(meta(html, 'description')).toBe(page.description);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('adds the canonical address and the social preview under the base', () => {
    const url = 'https://lena-marsh.example/portfolio/Components/DividerAndSpace';
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:title')).toBe('Divider &amp; Space - Lena Marsh');
    expect(meta(html, 'og:description')).toBe(page.description);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toBe('https://lena-marsh.example/portfolio/social-card.png');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('keeps the CSP, the assets and everything else of the template', () => {
    expect(html).toContain(CSP);
    expect(html).toContain('<script type="module" crossorigin src="/portfolio/static/js/index-abc.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('gives the home page the base itself as its address', () => {
    const home = routeHtml(INDEX, pageAt('')!, { base: '/', siteUrl: 'https://x.example' });
    expect(meta(home, 'og:url')).toBe('https://x.example/');
    expect(home).toContain('<title>Home - Lena Marsh</title>');
  });

  it('escapes quotes and markup in texts', () => {
    const odd = routeHtml(INDEX, { path: 'X', title: '"<b>"', description: 'a "quoted" <i>' }, SITE);
    expect(odd).toContain('<title>&quot;&lt;b&gt;&quot; - Lena Marsh</title>');
    expect(meta(odd, 'description')).toBe('a &quot;quoted&quot; &lt;i&gt;');
  });

  it('refuses a template without a title, a description or a head', () => {
    expect(() => routeHtml(INDEX.replace(/<title>.*<\/title>/, ''), page, SITE)).toThrow(/<title>/);
    expect(() => routeHtml(INDEX.replace(/name="description"/, ''), page, SITE)).toThrow(/description/);
    expect(() => routeHtml(INDEX.replace('</head>', ''), page, SITE)).toThrow(/<\/head>/);
  });
});

describe('fallbackHtml (404.html)', () => {
  it('is the app with the brand as title, kept out of search results', () => {
    const html = fallbackHtml(INDEX);
    expect(html).toContain('<title>Lena Marsh</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(CSP);
    expect(html).toContain('src="/portfolio/static/js/index-abc.js"');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists every route under the base, in order', () => {
    const xml = sitemapXml(pageRoutes, SITE);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => m[1]);
    expect(locs).toEqual(pageRoutes.map(p => `https://lena-marsh.example/portfolio/${p.path}`));
  });

  it('escapes an ampersand in an address', () => {
    expect(sitemapXml([{ path: 'A&B', title: 't', description: 'd' }], SITE)).toContain(
      '<loc>https://lena-marsh.example/portfolio/A&amp;B</loc>',
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://lena-marsh.example/portfolio/sitemap.xml\n',
    );
  });
});

describe('staticPageFiles', () => {
  const files = staticPageFiles(INDEX, SITE);
  const byName = new Map(files.map(f => [f.fileName, f.content]));

  it('writes every route, 404.html, sitemap.xml and robots.txt, each once', () => {
    expect(new Set(files.map(f => f.fileName)).size).toBe(files.length);
    for (const route of pageRoutes) {
      for (const name of routeFileNames(route.path)) {
        expect(byName.get(name), name).toContain(`<title>${documentTitle(route.title).replace(/&/g, '&amp;')}</title>`);
      }
    }
    expect(files).toHaveLength(pageRoutes.length * 2 - 1 + redirectRoutes.length * 2 + 3);
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['404.html', 'sitemap.xml', 'robots.txt']));
  });

  it("writes each redirecting address as its target's page, canonical to the target, out of the sitemap", () => {
    expect(redirectRoutes.map(r => r.path)).toEqual(['Components', 'Components/Navigation']);
    for (const { path, to } of redirectRoutes) {
      const target = pageAt(to)!;
      expect(target, to).toBeDefined();
      for (const name of routeFileNames(path)) {
        const html = byName.get(name)!;
        expect(html, name).toBe(byName.get(`${to}.html`));
        expect(html, name).toContain(`<link rel="canonical" href="${SITE.siteUrl}${SITE.base}${to}" />`);
        expect(html, name).not.toContain('http-equiv="refresh"');
      }
      expect(byName.get('sitemap.xml')).not.toContain(`${SITE.base}${path}</loc>`);
    }
  });

  it('refuses a redirect to an address that is not a route', () => {
    expect(() => staticPageFiles(INDEX, SITE, pageRoutes, undefined, [{ path: 'Old', to: 'Nowhere' }])).toThrow(
      'The redirect "Old" goes to "Nowhere", which is not a route',
    );
  });

  it('keeps the strict CSP in every HTML file', () => {
    for (const { fileName, content } of files.filter(f => f.fileName.endsWith('.html'))) {
      expect(content, fileName).toContain(CSP);
      expect(content, fileName).not.toContain('unsafe-');
    }
  });
});

describe('route preloads', () => {
  const site = { base: '/portfolio/', siteUrl: 'https://example.com' };
  it("preloads a route's own modules and stylesheets, as Vite's own loader would ask for them", () => {
    const html = routeHtml(INDEX, pageAt('Settings')!, site, {
      scripts: ['/portfolio/static/js/SettingsPage-x.js'],
      styles: ['/portfolio/static/SettingsPage-y.css'],
    });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/portfolio/static/js/SettingsPage-x.js" />');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/portfolio/static/SettingsPage-y.css" />');
  });
  it('gives each route its own preloads, and 404.html none', () => {
    const files = staticPageFiles(INDEX, site, pageRoutes, path =>
      path === 'About' ? { scripts: ['/portfolio/static/js/AboutPage-z.js'], styles: [] } : undefined,
    );
    const about = files.find(f => f.fileName === 'About.html')!.content;
    expect(about).toContain('AboutPage-z.js');
    for (const other of files.filter(f => f.fileName.endsWith('.html') && !f.fileName.startsWith('About'))) {
      expect(other.content, other.fileName).not.toContain('modulepreload');
    }
  });
});

/**
 * Every internal address the site links to: the addresses of the route table (the side and bottom
 * navigation, the pager, the overview, the search) and every address written in the app's and the content's source (the top and
 * bottom bars, the footer, the search catalogue, home page cards, contact links, redirects). Files
 * (an address with an extension, such as the CV's PDF) are left out: they are in public/.
 */
function linkedAddresses(): Set<string> {
  const root = join(import.meta.dirname, '..');
  const sources = ['react-app', 'content'].flatMap(folder =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter(file => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('ds/'))
      .map(file => readFileSync(join(root, folder, file), 'utf8')),
  );
  const written = sources.flatMap(text =>
    [...text.matchAll(/\b(?:to|href|path|url)\s*[=:]\s*\{?\s*(['"`])(\/[^'"`\s]*)\1/g)].map(m => m[2]!),
  );
  const pages = routeTable.map(route => `/${route.path}`);
  return new Set(
    [...written, ...pages]
      .filter(address => !address.includes('${') && !/\.\w+$/.test(address.replace(/[?#].*$/, '')))
      .map(address => address.replace(/[?#].*$/, '')),
  );
}

describe('every address the site links to', () => {
  it('is a file of the build, so a static host answers it without its 404 page', () => {
    const built = new Set(staticPageFiles(INDEX, SITE).map(f => f.fileName));
    const addresses = linkedAddresses();
    // no redirect files: the bottom bar's Components and the Navigation parent are missing
    const withoutRedirects = new Set(staticPageFiles(INDEX, SITE, pageRoutes, undefined, []).map(f => f.fileName));
    expect([...addresses].filter(a => !withoutRedirects.has(`${a.slice(1) || 'index'}.html`)).sort()).toEqual([
      '/Components',
      '/Components/Navigation',
    ]);
    // the collection sees the navigation, the bottom bar and the content
    for (const known of ['/', '/Components', '/Components/Navigation', '/Tools', '/Resume', '/Components/Overview']) {
      expect(addresses.has(known), known).toBe(true);
    }
    const missing = [...addresses].filter(address => {
      const path = address.replace(/^\/+|\/+$/g, '');
      return !routeFileNames(path).every(name => built.has(name));
    });
    expect(missing).toEqual([]);
  });
});
