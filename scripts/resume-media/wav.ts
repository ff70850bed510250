// Reading a PCM WAV file and finding where speech starts in it: how the audio script checks, from
// the waveform itself, that every chapter begins at its time. Pure functions, no file system.

/** Mono samples in −1…1 and their rate. */
export interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

const text = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * Parses a 16-bit PCM WAV file (what `lame --decode` and sox write); channels are averaged to mono.
 * Throws on anything else, naming what is wrong.
 */
export function parseWav(bytes: Uint8Array): Pcm {
  if (bytes.length < 12 || text(bytes, 0) !== 'RIFF' || text(bytes, 8) !== 'WAVE') {
    throw new Error('Not a WAV file: no RIFF/WAVE header');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { channels: number; sampleRate: number; bits: number; tag: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = text(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      format = {
        tag: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format chunk');
      if (format.tag !== 1 || format.bits !== 16) throw new Error('Only 16-bit PCM WAV is supported');
      if (format.channels < 1 || format.sampleRate < 1) throw new Error('WAV format without channels or rate');
      // a streamed file may state a larger size than it holds: read what is there
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (2 * format.channels));
      const samples = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let c = 0; c < format.channels; c++) sum += view.getInt16(body + (frame * format.channels + c) * 2, true);
        samples[frame] = sum / format.channels / 32768;
      }
      return { sampleRate: format.sampleRate, samples };
    }
    at = body + size + (size % 2); // chunks are padded to an even size
  }
  throw new Error('WAV file without a data chunk');
}

/** Loudness of samples [from, to) as RMS in dBFS (−Infinity for silence). */
function rmsDb(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return 10 * Math.log10(sum / Math.max(1, to - from));
}

export interface OnsetOptions {
  /** Length of the loudness window in seconds (default 0.01). */
  windowS?: number;
  /** A window louder than this (dBFS) counts as sound (default −40). */
  thresholdDb?: number;
}

/**
 * The time (s) of the first window at or after `fromS` louder than the threshold, or null when
 * the rest of the file is quiet. Accurate to one window.
 */
export function soundOnset(pcm: Pcm, fromS: number, { windowS = 0.01, thresholdDb = -40 }: OnsetOptions = {}) {
  const size = Math.max(1, Math.round(windowS * pcm.sampleRate));
  for (let at = Math.max(0, Math.round(fromS * pcm.sampleRate)); at + size <= pcm.samples.length; at += size) {
    if (rmsDb(pcm.samples, at, at + size) > thresholdDb) return at / pcm.sampleRate;
  }
  return null;
}

/** The time (s) just after the last window louder than the threshold (0 for a quiet file). */
export function soundEnd(pcm: Pcm, { windowS = 0.01, thresholdDb = -40 }: OnsetOptions = {}) {
  const size = Math.max(1, Math.round(windowS * pcm.sampleRate));
  for (let at = pcm.samples.length - size; at >= 0; at -= size) {
    if (rmsDb(pcm.samples, at, at + size) > thresholdDb) return (at + size) / pcm.sampleRate;
  }
  return 0;
}
