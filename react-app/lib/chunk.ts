/** A script chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureReason = 'missing' | 'timeout' | 'error';

/** A route's code could not be loaded; the message names the chunk and the reason. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunkId: string,
    readonly reason: ChunkFailureReason,
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk ${chunkId} failed (${reason})`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Browsers word a failed dynamic import differently; a fetch that got no module at all
 * (404, offline, deleted after a deploy) is "missing", anything else (a module that throws
 * while evaluating, a syntax error) is "error".
 */
export function classifyChunkError(error: unknown): ChunkFailureReason {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (
    /failed to fetch|importing a module script failed|error loading dynamically imported module|failed to load|404|not found|networkerror/i.test(
      text,
    )
  ) {
    return 'missing';
  }
  return 'error';
}

/** Loads a lazy chunk, turning every failure, including a hang, into a ChunkLoadError. */
export function loadChunk<T>(chunkId: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout')), timeoutMs);
    let started: Promise<T>;
    try {
      started = load();
    } catch (error) {
      clearTimeout(timer);
      reject(new ChunkLoadError(chunkId, classifyChunkError(error), error));
      return;
    }
    started.then(
      value => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, classifyChunkError(error), error));
      },
    );
  });
}
