#!/usr/bin/env node
/**
 * Makes the Cards & List gallery's images: abstract portrait landscapes (480 × 600 SVG), drawn
 * from a seed and a palette per scene, into public/gallery/. Run `node scripts/make-gallery-images.mjs`
 * after changing a scene; the output is committed. The ids match content/gallery.ts (its unit
 * test checks that every entry's image exists with the stated size).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDTH = 480;
const HEIGHT = 600;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'gallery');

/**
 * One scene: sky gradient (top, bottom), sun colour, ridge colours from far to near, and the
 * ridge style: `soft` hills, `sharp` peaks or `waves`. `night` adds stars, `aurora` a light band.
 */
const scenes = [
  {
    id: 'dune-sea',
    seed: 11,
    sky: ['#fbe3b8', '#f2a65a'],
    sun: '#fff4dc',
    ridges: ['#e9a15b', '#d9823f', '#b9652e', '#8a4722'],
    style: 'soft',
  },
  {
    id: 'tidal-blue',
    seed: 23,
    sky: ['#d7eef5', '#86bfd9'],
    sun: '#ffffff',
    ridges: ['#6aa9c9', '#3f87b0', '#2a6a94', '#1b4d72'],
    style: 'waves',
  },
  {
    id: 'aurora-night',
    seed: 37,
    sky: ['#07142b', '#1c4a5c'],
    sun: '#e8f1ff',
    ridges: ['#15394a', '#0f2b39', '#0a1f2b', '#06141d'],
    style: 'sharp',
    night: true,
    aurora: '#6df0b8',
  },
  {
    id: 'red-canyon',
    seed: 41,
    sky: ['#ffe0bf', '#f08a5d'],
    sun: '#fff1e0',
    ridges: ['#e0734d', '#c2553a', '#9c3d2c', '#6e2820'],
    style: 'sharp',
  },
  {
    id: 'spring-meadow',
    seed: 53,
    sky: ['#eef8e2', '#b7e0b0'],
    sun: '#fffbe6',
    ridges: ['#9fd39a', '#72b978', '#4f9a5f', '#2f7446'],
    style: 'soft',
  },
  {
    id: 'lavender-dusk',
    seed: 67,
    sky: ['#f8dcec', '#9a8fd0'],
    sun: '#fff0f6',
    ridges: ['#8f7fc4', '#7262ad', '#554891', '#3b316f'],
    style: 'soft',
  },
  {
    id: 'glacier',
    seed: 71,
    sky: ['#f3f9fd', '#bcd9ec'],
    sun: '#ffffff',
    ridges: ['#d6e8f4', '#a9cbe2', '#7aa8c9', '#4d7fa6'],
    style: 'sharp',
  },
];

/** A small seeded random generator (mulberry32): the same seed draws the same picture. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = n => Math.round(n * 10) / 10;

/** A ridge line across the picture: a sum of sines with random phases (plus jags for `sharp`). */
function ridgePath(rand, base, amplitude, style) {
  const waves = [1, 2, 3.3].map(f => ({ f, phase: rand() * Math.PI * 2, a: amplitude / f }));
  const step = style === 'sharp' ? 30 : 40;
  const points = [];
  for (let x = -step; x <= WIDTH + step; x += step) {
    let y = base;
    for (const w of waves) y += Math.sin((x / WIDTH) * Math.PI * w.f + w.phase) * w.a;
    if (style === 'sharp') y += (rand() - 0.5) * amplitude * 1.4;
    if (style === 'waves') y += Math.sin(x / 18 + base) * 6;
    points.push([x, y]);
  }
  let d = `M${points[0][0]} ${HEIGHT}L${points[0][0]} ${round(points[0][1])}`;
  if (style === 'sharp') {
    for (const [x, y] of points.slice(1)) d += `L${x} ${round(y)}`;
  } else {
    // smooth: quadratic curves through the midpoints
    for (let i = 1; i < points.length - 1; i++) {
      const [x, y] = points[i];
      const [nx, ny] = points[i + 1];
      d += `Q${x} ${round(y)} ${round((x + nx) / 2)} ${round((y + ny) / 2)}`;
    }
    const last = points[points.length - 1];
    d += `L${last[0]} ${round(last[1])}`;
  }
  return `${d}L${points[points.length - 1][0]} ${HEIGHT}Z`;
}

function scene({ seed, sky, sun, ridges, style, night, aurora }) {
  const rand = random(seed);
  const sunX = round(90 + rand() * 300);
  const sunY = round(130 + rand() * 110);
  const sunR = round(38 + rand() * 34);
  const parts = [];
  if (night) {
    for (let i = 0; i < 46; i++) {
      parts.push(
        `<circle cx="${round(rand() * WIDTH)}" cy="${round(rand() * 300)}" r="${round(0.6 + rand() * 1.6)}" fill="#fff" opacity="${round(0.3 + rand() * 0.6)}"/>`,
      );
    }
  }
  if (aurora) {
    parts.push(
      `<path d="${auroraPath(rand)}" fill="none" stroke="url(#a)" stroke-width="46" stroke-linecap="round" opacity=".55" filter="url(#b)"/>`,
    );
  }
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2.2}" fill="url(#g)"/>`);
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sun}"/>`);
  ridges.forEach((colour, i) => {
    const base = 300 + i * 80 + rand() * 20;
    const amplitude = style === 'waves' ? 14 + i * 4 : 34 - i * 4;
    parts.push(`<path d="${ridgePath(rand, base, amplitude, style)}" fill="${colour}"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="${sun}" stop-opacity=".55"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>
<pattern id="d" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="1.2" fill="${night ? '#fff' : '#000'}"/></pattern>
${aurora ? `<linearGradient id="a" x1="0" x2="1"><stop offset="0" stop-color="${aurora}" stop-opacity="0"/><stop offset=".5" stop-color="${aurora}"/><stop offset="1" stop-color="#8fb8ff" stop-opacity=".2"/></linearGradient><filter id="b"><feGaussianBlur stdDeviation="14"/></filter>` : ''}
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#d)" opacity=".06"/>
${parts.join('\n')}
</svg>
`;
}

function auroraPath(rand) {
  const y = 120 + rand() * 60;
  return `M-20 ${round(y + 40)}C120 ${round(y - 60)} 220 ${round(y + 90)} 320 ${round(y)}S470 ${round(y - 50)} 520 ${round(y + 10)}`;
}

mkdirSync(OUT, { recursive: true });
for (const s of scenes) writeFileSync(join(OUT, `${s.id}.svg`), scene(s));
console.log(`make-gallery-images: ${scenes.length} images in public/gallery/`);
