// The CV PDF: Chromium's print-to-PDF of the resume page, as a visitor's "Print > Save as PDF"
// would make it (print media: the page's print styles hide the player, banner and buttons). Builds
// the site into .tmp/, serves it with `vite preview` on a spare port, prints, stops the server.
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resume, resumeMedia } from '../../content/resume';

const PORT = Number(process.env.RESUME_PDF_PORT ?? 4791);
const OUT_DIR = '.tmp/resume-media/dist';

async function waitForServer(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise(resolve => setTimeout(resolve, 300));
  }
  throw new Error(`The preview server did not answer at ${url}`);
}

/**
 * Print layout can drop content silently (a page break in nested grids did): with poppler's
 * pdftotext at hand, every line of the CV's content must be in the PDF.
 */
function checkPdfText(file: string) {
  let text: string;
  try {
    text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } catch {
    console.log('  (pdftotext not found: apt-get install -y poppler-utils to check the PDF holds every line)');
    return;
  }
  const words = (s: string) => s.replace(/\s+/g, ' ').trim();
  const flat = words(text);
  const expected = [
    ...resume.experience.flatMap(job => [job.role, job.company, ...job.achievements]),
    ...resume.skills,
    ...resume.strategicAndLeadership,
    ...resume.tools,
    ...resume.education.flatMap(e => [e.degree, e.school]),
    ...resume.links.map(l => l.label),
  ];
  // a line may wrap anywhere: compare the first and last three words of each
  const missing = expected.filter(line => {
    const w = words(line).split(' ');
    return !flat.includes(w.slice(0, 3).join(' ')) || !flat.includes(w.slice(-3).join(' '));
  });
  if (missing.length) throw new Error(`The PDF lacks:\n  ${missing.join('\n  ')}`);
  console.log(`  every line of the resume is in the PDF (${expected.length} checked)`);
}

export async function makePdf(root: string) {
  const npx = (args: string[]) => execFileSync('npx', args, { cwd: root, stdio: 'inherit' });
  execFileSync('node', ['scripts/build-theme-boot.mjs'], { cwd: root, stdio: 'inherit' });
  npx(['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn']);

  // its own process group, so stopping it stops npx and vite together
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--outDir', OUT_DIR], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://localhost:${PORT}`;
  try {
    await waitForServer(base);
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    try {
      const page = await browser.newPage({ colorScheme: 'light' });
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      await page.goto(`${base}/Resume`);
      // (the page header is hidden in print: wait for the sections)
      await page.locator('#resume-experience').waitFor();
      await page.locator('#resume-links').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const out = join(root, 'public', resumeMedia.cv.href);
      mkdirSync(join(out, '..'), { recursive: true });
      // the page's @page rule sets the size and margins
      await page.pdf({ path: out, preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });
      const pages = readFileSync(out, 'latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
      console.log(`${resumeMedia.cv.href}: ${statSync(out).size} bytes, ${pages} page(s)`);
      checkPdfText(out);
    } finally {
      await browser.close();
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
