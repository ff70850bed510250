import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('boot script', () => {
  it('does not throw without a DOM or storage', async () => {
    await expect(import('./boot')).resolves.toBeDefined();
  });

  function fakeHtml() {
    const props = new Map<string, string>();
    const attrs = new Map<string, string>();
    const html = {
      ownerDocument: {
        head: { append: () => {} },
        createElement: () => ({ setAttribute() {}, removeAttribute() {} }),
        querySelectorAll: () => [],
      },
      setAttribute: (k: string, v: string) => attrs.set(k, v),
      style: { setProperty: (k: string, v: string) => props.set(k, v), removeProperty: (k: string) => props.delete(k) },
    };
    return { html, props, attrs };
  }

  async function boot(stored: Map<string, string>) {
    const dom = fakeHtml();
    vi.stubGlobal('document', { documentElement: dom.html });
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem() {}, removeItem() {} });
    await import('./boot');
    return dom;
  }

  it('applies the stored settings to document.documentElement', async () => {
    const { props, attrs } = await boot(
      new Map([
        ['themeMode', 'dark'],
        ['fontSize', '15'],
        ['selectedColors', JSON.stringify({ colorPrimary: '#d8342f', colorSecondary: '#72bff5' })],
      ]),
    );
    expect(attrs.get('data-theme')).toBe('dark');
    expect(props.get('--ds-font-size-root')).toBe('93.75%');
    expect(props.get('--ds-primary-500')).toBe('#d8342f');
    expect(props.get('--ds-secondary-500')).toBe('#72bff5');
  });

  it('on a first visit leaves the colours to tokens.css: no shades computed or set', async () => {
    const { props, attrs } = await boot(new Map());
    expect(attrs.get('data-theme')).toBe('auto');
    expect([...props.keys()].filter(k => /primary|secondary/.test(k))).toEqual([]);
  });
});
