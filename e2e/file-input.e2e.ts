// The File input demo on Input & Forms: choosing, dropping, refusing and removing files on the built site.
import type { Page } from '@playwright/test';
import { card, code, open } from './docs-helpers';
import { ax, expect, test } from './fixtures';

const demo = (page: Page) => card(page, 'File input');
const field = (page: Page, name: string) => demo(page).locator(`ds-file-input[name="${name}"]`);
/** The hidden native input inside a field's shadow root (Playwright's locators pierce it). */
const chooser = (page: Page, name: string) => field(page, name).locator('input[type="file"]');
const sent = (page: Page) => demo(page).locator('.live-value');
const png = (name: string, size = 64) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(size) });

test.describe('File input', () => {
  test.beforeEach(async ({ page }) => open(page, '/Components/InputsAndForms'));

  test('chosen files are listed, sent with the form and removed from the keyboard', async ({ page }) => {
    await expect(sent(page)).toContainText('photos: harbour.svg, meadow.svg');
    const attachments = field(page, 'attachments');
    await chooser(page, 'attachments').setInputFiles([
      { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(12_345) },
      png('chart.png'),
    ]);
    await expect(attachments.locator('[part="file-name"]')).toHaveText(['report.pdf', 'chart.png']);
    await expect(attachments.locator('[part="file-size"]')).toHaveText(['12.3 kB', '64 bytes']);
    await expect(attachments.getByRole('status')).toHaveText('2 files added');
    await expect(sent(page)).toContainText('attachments: report.pdf, chart.png;');

    await attachments.getByRole('button', { name: 'Remove report.pdf', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(attachments.getByRole('status')).toHaveText('report.pdf removed');
    const next = attachments.getByRole('button', { name: 'Remove chart.png', exact: true });
    await expect(next).toBeFocused();
    await page.keyboard.press('Space');
    await expect(attachments.getByRole('button', { name: 'Attachments Choose files', exact: true })).toBeFocused();
    await expect(sent(page)).toContainText('attachments: no files;');
    // required: a failed check shows the error
    await demo(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expect(attachments.getByText('Choose a file.')).toBeVisible();
  });

  test('image-only with a size limit: refused files are named with the reason, in German too', async ({ page }) => {
    const avatar = field(page, 'avatar');
    await expect(avatar.locator('[part="message"]')).toContainText('Larger than 2.5 MB: holiday.png.');
    await chooser(page, 'avatar').setInputFiles(png('face.png'));
    await expect(avatar.locator('[part="message"]'), 'gone with the next change').toHaveCount(0);
    await chooser(page, 'avatar').setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/msword',
      buffer: Buffer.alloc(10),
    });
    await expect(avatar.locator('[part="file-name"]')).toHaveText(['face.png']);
    await expect(avatar.locator('[part="message"]')).toHaveText('Not an accepted type of file: cv.docx.');
    await expect(avatar.locator('[part="preview"]')).toHaveAttribute('src', /^blob:/);
    await expect(sent(page)).toContainText('avatar: face.png');

    await demo(page)
      .locator(ax('radio', { name: 'Deutsch' }))
      .click();
    await expect(avatar.getByRole('button', { name: 'Profilbild Datei auswählen', exact: true })).toBeVisible();
    await expect(avatar.locator('[part="message"]')).toHaveText('Kein erlaubter Dateityp: cv.docx.');
    await expect(avatar.getByRole('button', { name: 'face.png entfernen', exact: true })).toBeVisible();
    await chooser(page, 'avatar').setInputFiles([png('big.png', 3_000_000)]);
    await expect(avatar.locator('[part="message"]')).toHaveText('Größer als 2,5 MB: big.png.');
    await expect(code(demo(page))).toContainText('max-size="2500000"');
  });

  test('files dropped on the zone are added; the zone shows a drag over it', async ({ page }) => {
    const photos = field(page, 'photos');
    const zone = photos.locator('[part="drop-zone"]');
    const border = () => zone.evaluate(el => getComputedStyle(el).borderStyle);
    await expect.poll(border).toBe('dashed');
    // A real drag from the desktop cannot be scripted: the events a browser fires for one, with its files.
    await zone.evaluate(el => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'dune.svg', { type: 'image/svg+xml' }),
      );
      transfer.items.add(new File(['text'], 'list.txt', { type: 'text/plain' }));
      const init = { bubbles: true, composed: true, cancelable: true, dataTransfer: transfer };
      el.dispatchEvent(new DragEvent('dragenter', init));
      el.dispatchEvent(new DragEvent('dragover', init));
    });
    await expect.poll(border).toBe('solid');
    await zone.evaluate(el => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'dune.svg', { type: 'image/svg+xml' }),
      );
      transfer.items.add(new File(['text'], 'list.txt', { type: 'text/plain' }));
      el.dispatchEvent(
        new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer: transfer }),
      );
    });
    await expect.poll(border).toBe('dashed');
    await expect(photos.locator('[part="file-name"]')).toHaveText(['harbour.svg', 'meadow.svg', 'dune.svg']);
    await expect(photos.locator('[part="message"]')).toHaveText('Not an accepted type of file: list.txt.');
    await expect(photos.getByRole('status')).toHaveText('1 file added Not an accepted type of file: list.txt.');
    await expect(sent(page)).toContainText('photos: harbour.svg, meadow.svg, dune.svg;');
  });
});
