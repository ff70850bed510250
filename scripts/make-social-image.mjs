#!/usr/bin/env node
// `npm run make:social-image`: draws the social preview card (og:image, 1200 × 630) and writes
// public/social-card.png (committed; CI never runs this). The card is an SVG drawn here (the
// brand, the role and a grid of dots in the default theme colours), rasterized by Debian's chromium
// through playwright-core. No internet.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const WIDTH = 1200;
const HEIGHT = 630;
// The default primary and secondary (elements/tokens/tokens.css) on the dark neutral background.
const COLORS = { background: '#191919', text: '#fbfbfb', muted: '#b4b4b4', primary: '#0066ff', secondary: '#49c5b6' };

/** A 9 × 9 grid of dots on the right: a diagonal band in the primary colour, the rest faint. */
function dotGrid() {
  const dots = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 9; col++) {
      const band = Math.abs(row + col - 8);
      const fill = band === 0 ? COLORS.secondary : band <= 2 ? COLORS.primary : '#3a3a3a';
      dots.push(`<circle cx="${780 + col * 40}" cy="${155 + row * 40}" r="${band <= 2 ? 14 : 9}" fill="${fill}"/>`);
    }
  }
  return dots.join('');
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="100%" height="100%" fill="${COLORS.background}"/>
  <rect x="0" y="0" width="12" height="${HEIGHT}" fill="${COLORS.primary}"/>
  <g font-family="DejaVu Sans, Arial, sans-serif">
    <text x="88" y="250" font-size="84" font-weight="700" fill="${COLORS.text}">Lena Marsh</text>
    <text x="88" y="322" font-size="38" fill="${COLORS.muted}">Product &amp; UX Designer</text>
    <text x="88" y="450" font-size="32" fill="${COLORS.text}">The Dotline design system,</text>
    <text x="88" y="496" font-size="32" fill="${COLORS.text}">live in the browser</text>
  </g>
  ${dotGrid()}
</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  writeFileSync(`${root}public/social-card.png`, png);
  console.log(`public/social-card.png: ${png.length} bytes`);
} finally {
  await browser.close();
}
