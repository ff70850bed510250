import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, downloadFile, fileTimestamp, MAX_PNG_PX, pngSide } from './export-file';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fileTimestamp', () => {
  it('is the first 15 word characters of the ISO time', () => {
    expect(fileTimestamp(new Date('2026-11-23T15:17:00.000Z'))).toBe('20261123T151700');
    expect(fileTimestamp(new Date('2026-11-23T15:17:09.999Z'))).toBe('20261123T151709');
  });

  it('uses UTC, whatever the time zone of the date it was made in', () => {
    expect(fileTimestamp(new Date('2026-01-01T00:30:00+02:00'))).toBe('20251231T223000');
  });

  it('pads single digits and handles the ends of the year and of the day', () => {
    expect(fileTimestamp(new Date(Date.UTC(2027, 0, 2, 3, 4, 5)))).toBe('20270102T030405');
    expect(fileTimestamp(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959');
    expect(fileTimestamp(new Date(0))).toBe('19700101T000000');
  });

  it('is always 15 word characters, also for years beyond 9999', () => {
    const far = fileTimestamp(new Date('+010000-01-01T00:00:00Z'));
    expect(far).toMatch(/^\w{15}$/);
    expect(far).toBe('0100000101T0000'); // ISO writes such years as +010000
  });

  it('defaults to now, and an invalid date stands for now', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T15:17:00Z'));
    expect(fileTimestamp()).toBe('20261123T151700');
    expect(fileTimestamp(new Date('nonsense'))).toBe('20261123T151700');
    expect(fileTimestamp(null as unknown as Date)).toBe('20261123T151700');
  });

  it('makes the file names of the tools', () => {
    const stamp = fileTimestamp(new Date('2026-11-23T15:17:00Z'));
    expect(`dots-${stamp}.svg`).toBe('dots-20261123T151700.svg');
  });
});

describe('copyText', () => {
  it('resolves true once the text is on the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('<svg/>')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('<svg/>');
  });

  it('resolves false when writing is refused (permission denied)', async () => {
    const denied = Object.assign(new Error('Write permission denied.'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(denied) } });
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('resolves false when writeText throws synchronously', async () => {
    vi.stubGlobal('navigator', {
      clipboard: {
        writeText: () => {
          throw new TypeError('boom');
        },
      },
    });
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('resolves false without a Clipboard API or without navigator', async () => {
    vi.stubGlobal('navigator', {});
    await expect(copyText('x')).resolves.toBe(false);
    vi.stubGlobal('navigator', undefined);
    await expect(copyText('x')).resolves.toBe(false);
  });
});

describe('downloadFile', () => {
  function fakeDom() {
    const link = { href: '', download: '', rel: '', hidden: false, click: vi.fn(), remove: vi.fn() };
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { append } });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:fake');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', { createObjectURL, revokeObjectURL });
    return { link, append, createObjectURL, revokeObjectURL };
  }

  it('clicks a temporary download link with the name and an SVG blob of the text', async () => {
    vi.useFakeTimers();
    const { link, append, createObjectURL, revokeObjectURL } = fakeDom();
    downloadFile('dots-20261123T151700.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(link.download).toBe('dots-20261123T151700.svg');
    expect(link.href).toBe('blob:fake');
    expect(append).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('image/svg+xml;charset=utf-8');
    expect(await blob.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:fake');
  });

  it('saves a Blob as it is', () => {
    const { createObjectURL } = fakeDom();
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    downloadFile('blob.png', png);
    expect(createObjectURL.mock.calls[0]![0]).toBe(png);
  });

  it('uses the given type for text', () => {
    const { createObjectURL } = fakeDom();
    downloadFile('x.css', 'a{}', 'text/css');
    expect(createObjectURL.mock.calls[0]![0].type).toBe('text/css;charset=utf-8');
  });
});

describe('pngSide', () => {
  it('is a whole number from 1 to the maximum', () => {
    expect(pngSide(512)).toBe(512);
    expect(pngSide(99.6)).toBe(100);
    expect(pngSide(0)).toBe(1);
    expect(pngSide(-5)).toBe(1);
    expect(pngSide(1e9)).toBe(MAX_PNG_PX);
    expect(pngSide(Number.NaN)).toBe(512);
  });
});
