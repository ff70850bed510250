import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Runs the boot script on a stand-in <html> and storage; returns what it set. */
async function boot(stored: Map<string, string>) {
  const props = new Map<string, string>();
  const attrs = new Map<string, string>();
  const html = {
    ownerDocument: {
      head: { append: () => {} },
      createElement: () => ({ setAttribute() {}, removeAttribute() {} }),
      querySelectorAll: () => [],
    },
    setAttribute: (k: string, v: string) => attrs.set(k, v),
    style: { setProperty: (k: string, v: string) => props.set(k, v) },
  };
  vi.stubGlobal('document', { documentElement: html });
  vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem() {}, removeItem() {} });
  await import('./boot.js');
  return { props, attrs };
}

describe('boot script', () => {
  it('does not throw without a DOM or storage', async () => {
    await expect(import('./boot.js')).resolves.toBeDefined();
  });

  it('applies the stored settings to document.documentElement', async () => {
    const { props, attrs } = await boot(
      new Map([
        ['themeMode', 'dark'],
        ['fontSize', '15'],
      ]),
    );
    expect(attrs.get('data-theme')).toBe('dark');
    expect(props.get('--ds-font-size-root')).toBe('93.75%');
    expect(props.get('--ds-primary-500')).toBe('#0066ff');
  });

  it("takes the default colours' variables from its build when given, without computing them", async () => {
    vi.stubGlobal('THEME_BOOT_KNOWN_COLORS', { 'primary #0066ff': { '--ds-primary-500': 'from the build' } });
    const { props } = await boot(new Map());
    expect(props.get('--ds-primary-500')).toBe('from the build');
    expect(props.get('--ds-secondary-500')).toBe('#49c5b6'); // computed: not in the table given
  });
});
