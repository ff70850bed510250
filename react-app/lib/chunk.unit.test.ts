import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkError, loadChunk } from './chunk';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module', async () => {
    await expect(loadChunk('home', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('names the chunk and "missing" when the file is not there', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/home.js'));
    const error = await loadChunk('home', failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk home failed (missing)');
    expect((error as ChunkLoadError).reason).toBe('missing');
  });

  it('reports "timeout" when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('settings', () => new Promise<never>(() => {}), 120_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ChunkLoadError;
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Loading chunk settings failed (timeout)');
  });

  it('reports "error" when the module throws while evaluating, or load throws synchronously', async () => {
    const error = (await loadChunk('x', () => Promise.reject(new SyntaxError('Unexpected token'))).catch(
      (e: unknown) => e,
    )) as ChunkLoadError;
    expect(error.reason).toBe('error');
    const sync = (await loadChunk('y', () => {
      throw new Error('boom');
    }).catch((e: unknown) => e)) as ChunkLoadError;
    expect(sync.reason).toBe('error');
    expect(sync.chunkId).toBe('y');
  });
});

describe('classifyChunkError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: x', 'missing'],
    ['Importing a module script failed.', 'missing'],
    ['error loading dynamically imported module: x', 'missing'],
    ['Unexpected token <', 'error'],
  ])('%s -> %s', (message, reason) => {
    expect(classifyChunkError(new TypeError(message))).toBe(reason);
  });

  it('handles values that are not errors', () => {
    expect(classifyChunkError(undefined)).toBe('error');
    expect(classifyChunkError('404')).toBe('missing');
  });
});
