#!/usr/bin/env node
/**
 * Makes the web app icons from the site's logo (public/favicon.svg: eight white dots around an empty
 * centre on the primary blue) into public/icons/: the vector source `icon.svg`, and PNGs rasterised by
 * Debian's Chromium through playwright-core: 192 and 512 px ("any": rounded square, transparent
 * corners), a 512 px maskable one (full-bleed background, dots inside the 80 % safe circle) and the
 * 180 px apple-touch-icon (full square: iOS rounds it). Run `npm run make:icons` after
 * changing the logo; the output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BLUE = '#0066ff'; // --ds-primary-500, the logo's background
const DOT = '#ffffff';

/**
 * The logo in a 512 × 512 view. `radius`: corner radius of the background; `spread`: distance between
 * dot centres; `dot`: dot radius. Eight dots on a 3 × 3 grid, the centre left empty (as the favicon).
 */
function logo({ radius, spread, dot }) {
  const c = 256;
  const dots = [];
  for (const y of [-1, 0, 1])
    for (const x of [-1, 0, 1]) {
      if (x === 0 && y === 0) continue;
      dots.push(`<circle cx="${c + x * spread}" cy="${c + y * spread}" r="${dot}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${radius}" fill="${BLUE}"/><g fill="${DOT}">${dots.join('')}</g></svg>\n`;
}

// favicon.svg at 16× scale: radius 8 → 128, spread 6 → 96, dot 2.5 → 40.
const anyIcon = logo({ radius: 128, spread: 96, dot: 40 });
// Maskable: the platform cuts its own shape, so no corners of ours; the outer dots' far edges stay
// inside the safe circle (radius 0.4 × 512 = 204.8): √2 × 72 + 30 ≈ 132.
const maskableIcon = logo({ radius: 0, spread: 72, dot: 30 });
// Apple touch: opaque square, iOS adds the rounding; a little more room than "any".
const appleIcon = logo({ radius: 0, spread: 84, dot: 35 });

const pngs = [
  { file: 'icon-192.png', size: 192, svg: anyIcon },
  { file: 'icon-512.png', size: 512, svg: anyIcon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableIcon },
  { file: 'apple-touch-icon-180.png', size: 180, svg: appleIcon },
];

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'icon.svg'), anyIcon);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of pngs) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate(img => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(join(OUT, file), png);
    console.log(`public/icons/${file} (${size} × ${size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
