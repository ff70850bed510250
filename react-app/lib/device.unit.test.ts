import { describe, expect, it } from 'vitest';
import { deviceClass, readDeviceSignals } from './device';

const desktopUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150 Safari/537.36';

describe('deviceClass', () => {
  it('is desktop for a fine pointer and a desktop browser', () => {
    expect(deviceClass({ standalone: false, coarsePointer: false, userAgent: desktopUA })).toBe('desktop');
  });
  it('is mobile for touch-only devices or a mobile user agent', () => {
    expect(deviceClass({ standalone: false, coarsePointer: true, userAgent: desktopUA })).toBe('mobile');
    expect(
      deviceClass({ standalone: false, coarsePointer: false, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' }),
    ).toBe('mobile');
  });
  it('is pwa in standalone display, even on a phone', () => {
    expect(deviceClass({ standalone: true, coarsePointer: true, userAgent: 'Android' })).toBe('pwa');
  });
});

describe('readDeviceSignals', () => {
  /** A window whose media queries match the given ones, with these navigator fields. */
  const fakeWindow = (matching: string[], navigator: Record<string, unknown> = {}) =>
    ({
      matchMedia: (query: string) => ({ matches: matching.includes(query) }),
      navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', ...navigator },
    }) as unknown as Window;

  it('reads an installed app from the display mode (Chromium, Firefox on Android)', () => {
    const signals = readDeviceSignals(fakeWindow(['(display-mode: standalone)']));
    expect(signals.standalone).toBe(true);
    expect(deviceClass(signals)).toBe('pwa');
  });
  it('reads an app added to the home screen on iOS from navigator.standalone', () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const signals = readDeviceSignals(fakeWindow([], { standalone: true, userAgent: iPhone }));
    expect(signals).toEqual({ standalone: true, coarsePointer: false, userAgent: iPhone });
    expect(deviceClass(signals)).toBe('pwa');
  });
  it('is a page in a tab otherwise: navigator.standalone false or missing', () => {
    expect(readDeviceSignals(fakeWindow([], { standalone: false })).standalone).toBe(false);
    expect(deviceClass(readDeviceSignals(fakeWindow([])))).toBe('desktop');
  });
  it('reads a touch-only screen as mobile', () => {
    const signals = readDeviceSignals(fakeWindow(['(pointer: coarse) and (hover: none)']));
    expect(signals.coarsePointer).toBe(true);
    expect(deviceClass(signals)).toBe('mobile');
  });
});
