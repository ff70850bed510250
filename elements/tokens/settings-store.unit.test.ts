import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage, exploding } from './fake-storage.fixture.js';
import {
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  defaultFontSize,
  onStorageStatusChange,
  readSettings,
  resetSettings,
  storageStatus,
  writeColors,
  writeFontSize,
  writeMode,
} from './settings-store.js';

const DEFAULTS = { mode: 'auto', primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY, fontSize: 13 };
const colors = (p: string, s: string): string => JSON.stringify({ colorPrimary: p, colorSecondary: s });

describe('defaultFontSize', () => {
  it.each([
    [1, 13],
    [1.5, 13],
    [1.99, 13],
    [2, 14],
    [3, 14],
    [4, 14],
    [4.01, 15],
    [5, 15],
    [0, 13],
    [-1, 13],
    [NaN, 13],
    [Infinity, 13],
  ])('ratio %s -> %s', (ratio, size) => expect(defaultFontSize(ratio)).toBe(size));
});

describe('readSettings', () => {
  it('gives the defaults for empty storage and writes nothing', () => {
    const storage = new FakeStorage();
    expect(readSettings(storage, 1)).toEqual(DEFAULTS);
    expect(readSettings(storage, 2).fontSize).toBe(14);
    expect(readSettings(storage, 5).fontSize).toBe(15);
    expect(storage.data.size).toBe(0);
  });

  it('reads valid stored values', () => {
    const storage = new FakeStorage({
      themeMode: 'dark',
      selectedColors: colors('#d8342f', '#72bff5'),
      fontSize: '15',
    });
    expect(readSettings(storage, 1)).toEqual({ mode: 'dark', primary: '#d8342f', secondary: '#72bff5', fontSize: 15 });
    expect(Object.fromEntries(storage.data)).toEqual({
      themeMode: 'dark',
      selectedColors: colors('#d8342f', '#72bff5'),
      fontSize: '15',
    });
  });

  it.each(['light', 'dark', 'auto'])('reads mode %s', mode => {
    expect(readSettings(new FakeStorage({ themeMode: mode }), 1).mode).toBe(mode);
  });

  it.each(['', 'Dark', 'night', 'null', 'undefined', '{}', '1', ' dark'])('removes the foreign mode %j', raw => {
    const storage = new FakeStorage({ themeMode: raw });
    expect(readSettings(storage, 1).mode).toBe('auto');
    expect(storage.data.has('themeMode')).toBe(false);
  });

  it('repairs a JSON-quoted mode', () => {
    const storage = new FakeStorage({ themeMode: '"dark"' });
    expect(readSettings(storage, 1).mode).toBe('dark');
    expect(storage.data.get('themeMode')).toBe('dark');
  });

  it.each([
    '',
    'not json',
    '{',
    'null',
    'undefined',
    '42',
    '"#0066ff"',
    '[]',
    '{}',
    '{"colorPrimary":12}',
    colors('#12', '#49c5b6'),
    colors('#ggg', '#49c5b6'),
    colors('#0066ff80', '#49c5b6'),
    colors('', ''),
    JSON.stringify({ primary: '#d8342f', secondary: '#72bff5' }),
  ])('removes corrupt colours %j and uses the defaults', raw => {
    const storage = new FakeStorage({ selectedColors: raw });
    const settings = readSettings(storage, 1);
    expect([settings.primary, settings.secondary]).toEqual([DEFAULT_PRIMARY, DEFAULT_SECONDARY]);
    expect(storage.data.has('selectedColors')).toBe(false);
  });

  it('derives a missing or invalid secondary from the primary and rewrites the key', () => {
    for (const raw of [JSON.stringify({ colorPrimary: '#0066ff' }), colors('#0066ff', 'nope')]) {
      const storage = new FakeStorage({ selectedColors: raw });
      expect(readSettings(storage, 1)).toMatchObject({ primary: '#0066ff', secondary: '#ff9900' });
      expect(storage.data.get('selectedColors')).toBe(colors('#0066ff', '#ff9900'));
    }
  });

  it('rewrites colours in canonical form, dropping foreign fields', () => {
    const storage = new FakeStorage({
      selectedColors: JSON.stringify({ colorPrimary: '#D8342F', colorSecondary: 'abc', extra: true }),
    });
    expect(readSettings(storage, 1)).toMatchObject({ primary: '#d8342f', secondary: '#aabbcc' });
    expect(storage.data.get('selectedColors')).toBe(colors('#d8342f', '#aabbcc'));
  });

  it.each(['12', '16', '0', '-14', '14.5', 'abc', '', 'null', '1e1', '"14"', 'NaN', '0x0e'])(
    'removes the out-of-range or corrupt font size %j',
    raw => {
      const storage = new FakeStorage({ fontSize: raw });
      expect(readSettings(storage, 2).fontSize).toBe(14);
      expect(storage.data.has('fontSize')).toBe(false);
    },
  );

  it('rewrites a sloppy but valid font size', () => {
    const storage = new FakeStorage({ fontSize: ' 13.0 ' });
    expect(readSettings(storage, 5).fontSize).toBe(13);
    expect(storage.data.get('fontSize')).toBe('13');
  });

  it('never throws when storage throws on read, write or remove', () => {
    const cases = [
      new FakeStorage({ themeMode: 'bad', fontSize: 'bad', selectedColors: 'bad' }, { get: true }),
      new FakeStorage(
        { themeMode: '"dark"', fontSize: 'bad', selectedColors: colors('#ABC', 'x') },
        { set: true, remove: true },
      ),
      exploding,
    ];
    for (const storage of cases) expect(() => readSettings(storage, 1)).not.toThrow();
    expect(readSettings(cases[0], 1)).toEqual(DEFAULTS);
    expect(readSettings(cases[1], 1)).toEqual({ mode: 'dark', primary: '#aabbcc', secondary: '#554433', fontSize: 13 });
    expect(readSettings(exploding, 1)).toEqual(DEFAULTS);
  });

  it('gives the defaults without storage', () => {
    expect(readSettings(null, 1)).toEqual(DEFAULTS);
  });
});

describe('the default storage (globalThis.localStorage)', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const originalRatio = Object.getOwnPropertyDescriptor(globalThis, 'devicePixelRatio');
  afterEach(() => {
    for (const [key, descriptor] of [
      ['localStorage', original],
      ['devicePixelRatio', originalRatio],
    ] as const) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else delete (globalThis as Record<string, unknown>)[key];
    }
  });

  it('is used when no storage is passed', () => {
    const storage = new FakeStorage({ themeMode: 'light' });
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => storage });
    Object.defineProperty(globalThis, 'devicePixelRatio', { configurable: true, value: 3 });
    expect(readSettings()).toEqual({ ...DEFAULTS, mode: 'light', fontSize: 14 });
    expect(writeFontSize(15)).toBe(true);
    expect(storage.data.get('fontSize')).toBe('15');
  });

  it('survives a getter that throws (storage disabled)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readSettings(undefined, 1)).toEqual(DEFAULTS);
    expect(writeMode('dark')).toBe(false);
    expect(writeColors({ primary: '#0066ff' })).toBe(false);
    expect(writeFontSize(14)).toBe(false);
    expect(() => resetSettings()).not.toThrow();
  });
});

describe('writers', () => {
  it('write the contract formats', () => {
    const storage = new FakeStorage();
    expect(writeMode('dark', storage)).toBe(true);
    expect(writeColors({ primary: '#D8342F', secondary: '#72bff5' }, storage)).toBe(true);
    expect(writeFontSize(15, storage)).toBe(true);
    expect(Object.fromEntries(storage.data)).toEqual({
      themeMode: 'dark',
      selectedColors: colors('#d8342f', '#72bff5'),
      fontSize: '15',
    });
    expect(readSettings(storage, 1)).toEqual({ mode: 'dark', primary: '#d8342f', secondary: '#72bff5', fontSize: 15 });
  });

  it('store the inverse as secondary when only the primary is given', () => {
    const storage = new FakeStorage();
    expect(writeColors({ primary: '#0066ff' }, storage)).toBe(true);
    expect(storage.data.get('selectedColors')).toBe(colors('#0066ff', '#ff9900'));
  });

  it('refuse invalid values and leave storage alone', () => {
    const storage = new FakeStorage({
      themeMode: 'light',
      fontSize: '14',
      selectedColors: colors('#0066ff', '#49c5b6'),
    });
    const before = Object.fromEntries(storage.data);
    expect(writeMode('night' as never, storage)).toBe(false);
    expect(writeColors({ primary: '#12' }, storage)).toBe(false);
    expect(writeColors({ primary: '#0066ff', secondary: 'nope' }, storage)).toBe(false);
    expect(writeColors({ primary: '#0066ff80' }, storage)).toBe(false);
    expect(writeColors({ primary: null as never }, storage)).toBe(false);
    for (const size of [12, 16, 14.5, NaN]) expect(writeFontSize(size, storage)).toBe(false);
    expect(Object.fromEntries(storage.data)).toEqual(before);
  });

  it('report false instead of throwing when storage is full', () => {
    const full = new FakeStorage({}, { set: true });
    expect(writeMode('dark', full)).toBe(false);
    expect(writeColors({ primary: '#0066ff' }, full)).toBe(false);
    expect(writeFontSize(14, full)).toBe(false);
    expect(writeMode('dark', exploding)).toBe(false);
    expect(writeMode('dark', null)).toBe(false);
  });

  it('resetSettings removes all three keys and nothing else', () => {
    const storage = new FakeStorage({
      themeMode: 'dark',
      selectedColors: colors('#d8342f', '#72bff5'),
      fontSize: '15',
      other: 'x',
    });
    resetSettings(storage);
    expect(Object.fromEntries(storage.data)).toEqual({ other: 'x' });
    expect(readSettings(storage, 1)).toEqual(DEFAULTS);
    expect(() => resetSettings(new FakeStorage({}, { remove: true }))).not.toThrow();
    expect(() => resetSettings(exploding)).not.toThrow();
  });
});

describe('storageStatus: whether settings reach storage', () => {
  it('follows the latest write: saved, full (quota) or blocked (denied or missing), and notifies on change', () => {
    const seen: string[] = [];
    const stop = onStorageStatusChange(() => seen.push(storageStatus()));
    writeMode('dark', new FakeStorage());
    expect(storageStatus()).toBe('saved');
    writeFontSize(14, new FakeStorage({}, { set: true }));
    expect(storageStatus()).toBe('full');
    writeMode('dark', exploding);
    expect(storageStatus()).toBe('blocked');
    writeColors({ primary: '#0066ff' }, null);
    expect(storageStatus()).toBe('blocked');
    writeMode('light', new FakeStorage());
    stop();
    writeMode('light', exploding);
    expect(seen).toEqual(['saved', 'full', 'blocked', 'saved']);
    // an invalid value is refused before storage is touched: the status stays
    writeMode('night' as never, new FakeStorage());
    expect(storageStatus()).toBe('blocked');
  });

  it('before any write, probes storage and leaves nothing behind', async () => {
    vi.resetModules();
    const fresh = await import('./settings-store.js');
    const storage = new FakeStorage({ other: 'x' });
    expect(fresh.storageStatus(storage)).toBe('saved');
    expect(Object.fromEntries(storage.data)).toEqual({ other: 'x' });
    vi.resetModules();
    expect((await import('./settings-store.js')).storageStatus(new FakeStorage({}, { set: true }))).toBe('full');
    vi.resetModules();
    expect((await import('./settings-store.js')).storageStatus(exploding)).toBe('blocked');
  });
});
