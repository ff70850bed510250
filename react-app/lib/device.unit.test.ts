import { describe, expect, it } from 'vitest';
import { deviceClass } from './device';

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
