// Test fixture: an in-memory Web Storage, optionally failing the way real browsers do.
import type { StorageLike } from './settings-store.js';

export class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  constructor(
    initial: Record<string, string> = {},
    private readonly fail: { get?: boolean; set?: boolean; remove?: boolean } = {},
  ) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v);
  }
  getItem(key: string): string | null {
    if (this.fail.get) throw new DOMException('denied', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.fail.set) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    if (this.fail.remove) throw new DOMException('denied', 'SecurityError');
    this.data.delete(key);
  }
}

/** A storage whose every property access throws (a revoked or sandboxed object). */
export const exploding = new Proxy({} as StorageLike, {
  get() {
    throw new DOMException('denied', 'SecurityError');
  },
});
