// The only reader/writer of the theme settings in storage (docs/CONTRACTS.md). Every access is
// guarded: storage may be missing, disabled (the getter throws), full (setItem throws) or hold
// values written by someone else. Bad values fall back to the default and are repaired.
import { inverseColor, normalizeHex } from '../color/index.js';

export type ThemeMode = 'light' | 'dark' | 'auto';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'auto'];

export interface Settings {
  mode: ThemeMode;
  primary: string;
  secondary: string;
  fontSize: number;
}

export const STORAGE_KEYS = { mode: 'themeMode', colors: 'selectedColors', fontSize: 'fontSize' } as const;
export const DEFAULT_MODE: ThemeMode = 'auto';
export const DEFAULT_PRIMARY = '#0066ff';
export const DEFAULT_SECONDARY = '#49c5b6';
export const FONT_SIZE_MIN = 13;
export const FONT_SIZE_MAX = 15;

/** The subset of Web Storage used here, so tests can pass a fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 15 above a pixel ratio of 4, 14 from 2, else 13 (also for nonsense ratios). */
export function defaultFontSize(ratio: number): number {
  if (!Number.isFinite(ratio)) return FONT_SIZE_MIN;
  return ratio > 4 ? 15 : ratio >= 2 ? 14 : 13;
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return THEME_MODES.includes(value as ThemeMode);
}

export function isFontSize(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= FONT_SIZE_MIN && (value as number) <= FONT_SIZE_MAX;
}

/** A theme colour must be usable for shade generation: 3 or 6 digits, stored as '#rrggbb'. */
function themeColor(value: unknown): string | null {
  const hex = normalizeHex(value);
  return hex && hex.length === 7 ? hex : null;
}

function pixelRatio(): number {
  const ratio: unknown = (globalThis as { devicePixelRatio?: unknown }).devicePixelRatio;
  return typeof ratio === 'number' ? ratio : 1;
}

// `localStorage` itself is a getter that throws when storage is disabled (SecurityError).
function resolve(storage: StorageLike | null | undefined): StorageLike | null {
  if (storage !== undefined) return storage;
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    return null;
  }
}

function get(storage: StorageLike | null, key: string): string | null {
  try {
    const value: unknown = storage?.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * What became of the latest write: `saved`, `blocked` (no storage, or access denied) or `full`
 * (quota exceeded). A page tells the visitor whether the settings are remembered.
 */
export type StorageStatus = 'saved' | 'blocked' | 'full';
let lastStatus: StorageStatus | undefined;
const statusListeners = new Set<() => void>();

function report(status: StorageStatus): void {
  if (status === lastStatus) return;
  lastStatus = status;
  for (const listener of statusListeners) listener();
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

function set(storage: StorageLike | null, key: string, value: string): boolean {
  try {
    if (!storage) {
      report('blocked');
      return false;
    }
    storage.setItem(key, value);
    report('saved');
    return true;
  } catch (error) {
    // quota exceeded or disabled: the setting simply is not remembered
    report(isQuotaError(error) ? 'full' : 'blocked');
    return false;
  }
}

const PROBE_KEY = 'ds-storage-probe';

/**
 * Whether settings reach storage: the outcome of the latest write, or before any write, of a
 * probe write. Never throws.
 */
export function storageStatus(storage?: StorageLike | null): StorageStatus {
  if (lastStatus === undefined) {
    const store = resolve(storage);
    if (set(store, PROBE_KEY, '1')) remove(store, PROBE_KEY);
  }
  return lastStatus ?? 'blocked';
}

/** Calls `listener` whenever `storageStatus()` changes; returns the unsubscribe function. */
export function onStorageStatusChange(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

function remove(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to repair with */
  }
}

function readMode(storage: StorageLike | null): ThemeMode {
  const raw = get(storage, STORAGE_KEYS.mode);
  if (raw === null || isThemeMode(raw)) return raw ?? DEFAULT_MODE;
  // Tolerate a JSON-quoted mode ('"dark"') from other writers, then store it canonically.
  const unquoted = raw.replace(/^"(.*)"$/, '$1');
  if (isThemeMode(unquoted)) {
    set(storage, STORAGE_KEYS.mode, unquoted);
    return unquoted;
  }
  remove(storage, STORAGE_KEYS.mode);
  return DEFAULT_MODE;
}

function readColors(storage: StorageLike | null): { primary: string; secondary: string } {
  const defaults = { primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY };
  const raw = get(storage, STORAGE_KEYS.colors);
  if (raw === null) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const primary = themeColor(record['colorPrimary']);
  if (!primary) {
    remove(storage, STORAGE_KEYS.colors);
    return defaults;
  }
  // With only a primary set, the secondary is its inverse.
  const secondary = themeColor(record['colorSecondary']) ?? inverseColor(primary) ?? DEFAULT_SECONDARY;
  const canonical = JSON.stringify({ colorPrimary: primary, colorSecondary: secondary });
  if (canonical !== raw) set(storage, STORAGE_KEYS.colors, canonical);
  return { primary, secondary };
}

function readFontSize(storage: StorageLike | null, ratio: number): number {
  const raw = get(storage, STORAGE_KEYS.fontSize);
  if (raw === null) return defaultFontSize(ratio);
  const n = /^\s*\d+(\.0*)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!isFontSize(n)) {
    remove(storage, STORAGE_KEYS.fontSize);
    return defaultFontSize(ratio);
  }
  if (raw !== String(n)) set(storage, STORAGE_KEYS.fontSize, String(n));
  return n;
}

/**
 * The stored settings, each falling back to its default when missing or unusable (a bad value
 * is removed or rewritten in canonical form). Never throws. `storage` defaults to localStorage;
 * pass null for none. `ratio` defaults to devicePixelRatio.
 */
export function readSettings(storage?: StorageLike | null, ratio: number = pixelRatio()): Settings {
  const store = resolve(storage);
  return { mode: readMode(store), ...readColors(store), fontSize: readFontSize(store, ratio) };
}

/** Stores the mode; false when it is invalid or storage refused it. */
export function writeMode(mode: ThemeMode, storage?: StorageLike | null): boolean {
  return isThemeMode(mode) && set(resolve(storage), STORAGE_KEYS.mode, mode);
}

/**
 * Stores the theme colours; without a secondary, the primary's inverse is stored.
 * False when a colour is invalid (nothing is written) or storage refused it.
 */
export function writeColors(
  colors: { primary: string; secondary?: string | undefined },
  storage?: StorageLike | null,
): boolean {
  const primary = themeColor(colors.primary);
  const secondary = colors.secondary === undefined ? inverseColor(primary) : themeColor(colors.secondary);
  if (!primary || !secondary) return false;
  const value = JSON.stringify({ colorPrimary: primary, colorSecondary: secondary });
  return set(resolve(storage), STORAGE_KEYS.colors, value);
}

/** Stores the font size (integer 13–15); false when out of range or storage refused it. */
export function writeFontSize(size: number, storage?: StorageLike | null): boolean {
  return isFontSize(size) && set(resolve(storage), STORAGE_KEYS.fontSize, String(size));
}

/** Forgets all three settings, so the next read gives the defaults. */
export function resetSettings(storage?: StorageLike | null): void {
  const store = resolve(storage);
  for (const key of Object.values(STORAGE_KEYS)) remove(store, key);
}
