import type { Page } from '@playwright/test';
import { resume, resumeChapters, resumeMedia } from '../content/resume';
import { restingLevels } from '../react-app/pages/resume/audio/player-math';
import { DEVICES, expectAccessibleInBothThemes, sidewaysOverflow } from './docs-helpers';
import { expect, test, waitForPage, underBase } from './fixtures';

/**
 * The resume page, its player on the real
 * committed audio file, the CV download and print.
 */

const AUDIO_UNAVAILABLE = 'Audio unavailable, please try again later.';

/** Opens the page and waits for the audio's duration (the seek slider is disabled until then). */
async function openResume(page: Page, { audioLoads = true } = {}) {
  await page.goto('/Resume');
  await waitForPage(page);
  // (a generous timeout: on a busy machine the metadata request can queue behind the page's scripts)
  if (audioLoads) await expect(page.locator('.player__time')).toContainText(/3:5\d/, { timeout: 20_000 });
}

const player = (page: Page) => page.getByRole('region', { name: 'Listen to my resume' });
const audio = (page: Page) => page.locator('.player audio');
const currentTime = (page: Page) => audio(page).evaluate((a: HTMLAudioElement) => a.currentTime);
const paused = (page: Page) => audio(page).evaluate((a: HTMLAudioElement) => a.paused);
const chapterButton = (page: Page, name: string) => player(page).getByRole('button', { name, exact: true });
/** The bars' `--level` values, as the visualizer set them. */
const barLevels = (page: Page) =>
  page
    .locator('.level-bars__bar')
    .evaluateAll(bars => bars.map(bar => (bar as HTMLElement).style.getPropertyValue('--level')));
const resting = restingLevels().map(level => level.toFixed(3));

/** Waits until the audio is playing past `seconds` and still advancing (a real play, not a seek). */
async function expectPlayingPast(page: Page, seconds: number) {
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(seconds + 0.3);
  const at = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(at + 0.5);
  await expect.poll(() => paused(page)).toBe(false);
}

/** Pauses the audio (if it plays) and puts it back at 0 with the seek slider's Home key; asserts it is there. */
async function backToStart(page: Page) {
  const pause = player(page).getByRole('button', { name: 'Pause' });
  if (await pause.isVisible()) await pause.click();
  await expect.poll(() => paused(page)).toBe(true);
  await expect(player(page).getByRole('button', { name: 'Listen' })).toBeVisible();
  const seek = page.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('Home');
  await expect(seek).toHaveAttribute('aria-valuenow', '0');
  await expect.poll(() => currentTime(page)).toBe(0);
  await expect(player(page).locator('.player__elapsed')).toHaveText('0:00');
}

test.describe('the resume page', () => {
  test('one load: the page, the CV, print, then the player (seek, Listen, chapters, transcript, the end) and the Download bar', async ({
    page,
  }) => {
    test.setTimeout(150_000); // real playback in five steps, on a busy two-core machine
    await openResume(page);

    await test.step('loads only the audio metadata, which the browser can play (MP3)', async () => {
      await expect(audio(page)).toHaveAttribute('preload', 'metadata');
      await expect
        .poll(() => page.evaluate(() => document.createElement('audio').canPlayType('audio/mpeg')))
        .not.toBe('');
      // the duration comes from the file: about four minutes
      await expect(player(page).locator('.player__elapsed')).toHaveText('0:00');
      await expect(player(page).locator('.player__time')).toContainText(/3:5\d$/);
      await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '0');
    });

    await test.step('has every section, four jobs, the links and the chat banner opening new tabs', async () => {
      await expect(page).toHaveTitle('Resume - Lena Marsh');
      for (const name of ['Experience', 'Skills', 'Strategic & Leadership', 'Tools', 'Education', 'Links']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      await expect(page.locator('#resume-experience h3')).toHaveCount(4);
      await expect(page.locator('#resume-experience h3').first()).toContainText(resume.experience[0]!.role);
      await expect(page.locator('#resume-skills li')).toHaveCount(resume.skills.length);
      await expect(page.locator('#resume-tools li')).toHaveCount(resume.tools.length);

      const links = page.locator('#resume-links a');
      await expect(links).toHaveCount(resume.links.length);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      const banner = page.getByRole('complementary', { name: /Let’s talk/ });
      for (const name of [/Message Me/, /Reserve 15-Minute Call/]) {
        const link = banner.getByRole('link', { name });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(player(page)).toBeVisible();
      for (const chapter of [
        '0:10 Intro',
        '2:00 Time Managment',
        '2:40 Coding',
        '3:05 Team player',
        '3:32 Big Question',
      ]) {
        await expect(chapterButton(page, chapter)).toBeVisible();
      }
    });

    await test.step('Download CV saves the real PDF under the person’s name', async () => {
      const link = page.getByRole('link', { name: 'Download CV' });
      await expect(link).toHaveAttribute('href', underBase(resumeMedia.cv.href));
      await expect(link).toHaveAttribute('download', 'Lena Marsh CV.pdf');
      const response = await page.request.get(underBase(resumeMedia.cv.href));
      expect(response.ok()).toBe(true);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const download = page.waitForEvent('download');
      await link.click();
      expect((await download).suggestedFilename()).toBe('Lena Marsh CV.pdf');
    });

    await test.step('print hides the player, the banner and the Download button', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(player(page)).toBeHidden();
      await expect(page.locator('.chat-banner')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Download CV' })).toBeHidden();
      await expect(page.locator('.side-nav')).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Experience' })).toBeVisible();
      // on paper, a link shows where it goes
      const firstLink = page.locator('#resume-links a').first();
      await expect
        .poll(() => firstLink.evaluate(a => getComputedStyle(a, '::after').content))
        .toContain(resume.links[0]!.href);
      await page.emulateMedia({ media: 'screen' });
      await expect(player(page)).toBeVisible();
    });

    await test.step('the seek slider moves the audio and shows the elapsed time', async () => {
      const seek = page.getByRole('slider', { name: 'Seek' });
      await expect(seek).toHaveAttribute('aria-valuetext', /^0 seconds of 3 minutes 5\d seconds$/);
      await seek.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      // 5 % of about 237 s
      await expect.poll(() => currentTime(page)).toBeGreaterThan(11);
      await expect.poll(() => currentTime(page)).toBeLessThan(12.5);
      await expect(seek).toHaveAttribute('aria-valuenow', '5');
      await expect(player(page).locator('.player__elapsed')).toHaveText('0:11');
      await expect(chapterButton(page, '0:10 Intro')).toHaveAttribute('aria-current', 'true');

      await page.keyboard.press('PageUp');
      await expect(seek).toHaveAttribute('aria-valuenow', '15');
      await expect.poll(() => currentTime(page)).toBeGreaterThan(35);
      await expect(chapterButton(page, '0:10 Intro')).not.toHaveAttribute('aria-current', 'true');
    });

    await backToStart(page);

    await test.step('Listen plays from the start, the level bars move, the Media Session knows the track', async () => {
      await expect.poll(() => barLevels(page)).toEqual(resting);
      await player(page).getByRole('button', { name: 'Listen' }).click();
      await expectPlayingPast(page, 0.5);
      // the greeting is spoken from 0.5 s: the analyser's levels replace the resting ones
      await expect.poll(() => barLevels(page)).not.toEqual(resting);
      await expect(page.locator('.level-bars__bar')).toHaveCount(50);
      await expect
        .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title))
        .toBe(resumeMedia.audio.title);
      await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
    });

    await backToStart(page);

    await test.step('a chapter button seeks there and plays the real audio; the chapter is marked', async () => {
      await chapterButton(page, '2:40 Coding').click();
      // marked at once (it stays marked for the first 10 s of the chapter)
      await expect(chapterButton(page, '2:40 Coding')).toHaveAttribute('aria-current', 'true');
      await expectPlayingPast(page, 160);
      await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible();
      // the elapsed time shown follows the audio (m:ss)
      const shown = async () => {
        const [m, ss] = ((await player(page).locator('.player__elapsed').textContent()) ?? '').split(':').map(Number);
        return m! * 60 + ss!;
      };
      await expect.poll(shown).toBeGreaterThanOrEqual(160);
      await expect.poll(async () => Math.abs((await shown()) - (await currentTime(page)))).toBeLessThan(2);

      // while playing: another chapter seeks and keeps playing
      await chapterButton(page, '3:32 Big Question').click();
      await expect(chapterButton(page, '3:32 Big Question')).toHaveAttribute('aria-current', 'true');
      await expect(chapterButton(page, '2:40 Coding')).not.toHaveAttribute('aria-current', 'true');
      await expectPlayingPast(page, 212);

      await player(page).getByRole('button', { name: 'Pause' }).click();
      await expect.poll(() => paused(page)).toBe(true);
      await expect(player(page).getByRole('button', { name: 'Listen' })).toBeVisible();
    });

    await backToStart(page);

    await test.step('the transcript follows playback, and its chapters seek', async () => {
      const transcript = player(page).locator('details.player__transcript');
      await transcript.locator('summary').click();
      await expect(transcript.locator('.transcript__item')).toHaveCount(resumeChapters.length + 1);
      await transcript.getByRole('button', { name: '3:05 Team player' }).click();
      await expectPlayingPast(page, 185);
      const current = transcript.locator('.transcript__item[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(resumeChapters[3]!.transcript.slice(0, 40));
    });

    await backToStart(page);

    await test.step('when playback ends it goes back to 0, not playing', async () => {
      await player(page).getByRole('button', { name: 'Listen' }).click();
      await expectPlayingPast(page, 0.5);
      // a second before the end
      await audio(page).evaluate((a: HTMLAudioElement) => (a.currentTime = a.duration - 1));
      await expect(player(page).getByRole('button', { name: 'Listen' })).toBeVisible({ timeout: 10_000 });
      await expect.poll(() => currentTime(page)).toBe(0);
      await expect.poll(() => paused(page)).toBe(true);
      await expect(player(page).locator('.player__elapsed')).toHaveText('0:00');
      await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '0');
    });

    // at rest again: the top of the page, the transcript closed as it loads
    await player(page).locator('details.player__transcript summary').click();
    await expect(player(page).locator('details.player__transcript')).not.toHaveAttribute('open');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await test.step('the Download button stays in view on a bar of its own that covers no content', async () => {
      const bar = page.locator('.resume-download');
      const link = page.getByRole('link', { name: 'Download CV' });
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      // at rest the bar takes its own room above the page header
      expect((await box('.resume-download')).y + (await box('.resume-download')).height).toBeLessThanOrEqual(
        (await box('main h1')).y,
      );
      await expect(bar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await page.locator('#resume-links').scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      await expect.poll(async () => Math.round((await box('.resume-download')).y)).toBe(0);

      // on a phone it sticks right under the top bar, across the width of the page
      await page.setViewportSize({ width: 390, height: 844 });
      const topBarBottom = () => page.locator('.top-bar').evaluate(t => Math.round(t.getBoundingClientRect().bottom));
      await expect.poll(async () => Math.round((await box('.resume-download')).y)).toBe(await topBarBottom());
      await expect(link).toBeInViewport();
      await expect.poll(async () => Math.round((await box('.resume-download')).width)).toBe(390);
    });
  });

  // Its own test: the init script makes every media element report its metadata as loaded.
  test('arriving by a link: an audio element whose metadata loaded before the player listened shows its length', async ({
    page,
  }) => {
    // The element reports its metadata as loaded from the start, and loadedmetadata and durationchange
    // never reach the player: as in WebKit, where they can fire before the player listens.
    await page.addInitScript(() => {
      for (const type of ['loadedmetadata', 'durationchange']) {
        window.addEventListener(type, event => event.stopImmediatePropagation(), true);
      }
      Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { get: () => 1, configurable: true });
      Object.defineProperty(HTMLMediaElement.prototype, 'duration', { get: () => 237.4, configurable: true });
    });
    await page.goto('/About');
    await waitForPage(page);
    await page.getByRole('link', { name: /Read my resume/ }).click();
    await expect(page).toHaveURL(/\/Resume$/);
    await expect(player(page).locator('.player__time')).toContainText(/3:57$/);
    await expect(player(page).locator('.player__elapsed')).toHaveText('0:00');
    const seek = page.getByRole('slider', { name: 'Seek' });
    await expect(seek).toBeEnabled();
    await expect(seek).toHaveAttribute('aria-valuetext', '0 seconds of 3 minutes 57 seconds');
  });

  // Its own test: the missing file is routed before the page loads.
  test('when the audio file is missing: the error text and the log', async ({ page, problems }) => {
    await page.route('**/*.mp3', route => route.fulfill({ status: 404, body: 'Not found' }));
    await openResume(page, { audioLoads: false });
    await expect(player(page).getByRole('status')).toHaveText(AUDIO_UNAVAILABLE);
    await expect.poll(() => problems).toContain('console.error: Playback error occurred');
    // trying again fails the same way and says so once more
    await player(page).getByRole('button', { name: 'Listen' }).click();
    await expect(player(page).getByRole('status')).toHaveText(AUDIO_UNAVAILABLE);
    await expect(page.locator('main')).toContainText('Experience');
    // the expected messages (and the browser's own note of the 404) are not problems of this test
    problems.splice(
      0,
      problems.length,
      ...problems.filter(p => p !== 'console.error: Playback error occurred' && !/404|Failed to load/i.test(p)),
    );
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the bars stay still while the audio plays', async ({ page }) => {
      test.slow();
      await openResume(page);
      await player(page).getByRole('button', { name: 'Listen' }).click();
      await expectPlayingPast(page, 1.5);
      await expect.poll(() => barLevels(page)).toEqual(resting);
      await expectPlayingPast(page, 2.5);
      await expect.poll(() => barLevels(page)).toEqual(resting);
    });
  });
});

// The page at rest: page-matrix.e2e.ts. Here the player with its transcript open and a chapter current,
// in light (every rule) and dark (contrast).
test.describe('axe on the resume player', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    test.describe(device, () => {
      test.use({ colorScheme: 'light', ...options });

      test('axe finds nothing (transcript open, a chapter current), no sideways scroll', async ({ page }) => {
        await openResume(page);
        await player(page).locator('details.player__transcript summary').click();
        const seek = page.getByRole('slider', { name: 'Seek' });
        await seek.focus();
        await page.keyboard.press('PageUp'); // 10 %: the Intro is current in the transcript
        await expect(player(page).locator('.transcript__item[aria-current="true"]')).toHaveCount(1);
        await expectAccessibleInBothThemes(page, player(page));
        await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
  }
});
