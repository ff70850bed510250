import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** app-url.ts reads the build's base (import.meta.env.BASE_URL) at each call. */
describe('appUrl', () => {
  it('puts paths under the base the build was made for', async () => {
    vi.stubEnv('BASE_URL', '/portfolio/');
    const { appUrl } = await import('./app-url');
    expect(appUrl('/resume/Lena-Marsh-CV.pdf')).toBe('/portfolio/resume/Lena-Marsh-CV.pdf');
    expect(appUrl('/')).toBe('/portfolio/');
    expect(appUrl('https://t.me/')).toBe('https://t.me/');
  });

  it('changes nothing for a build at the root', async () => {
    vi.stubEnv('BASE_URL', '/');
    const { appUrl } = await import('./app-url');
    expect(appUrl('/gallery/dune-sea.svg')).toBe('/gallery/dune-sea.svg');
  });
});
