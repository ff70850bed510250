import { describe, expect, it } from 'vitest';
import { parseWav, soundEnd, soundOnset } from './wav';

/** A 16-bit PCM WAV: silence with a 440 Hz tone from `toneAt` for `toneS` seconds. */
function wav({ rate = 8000, channels = 1, seconds = 3, toneAt = 1.25, toneS = 0.5, extraChunk = false } = {}) {
  const frames = rate * seconds;
  const data = new Int16Array(frames * channels);
  for (let f = 0; f < frames; f++) {
    const t = f / rate;
    const v = t >= toneAt && t < toneAt + toneS ? Math.round(Math.sin(2 * Math.PI * 440 * t) * 16000) : 0;
    for (let c = 0; c < channels; c++) data[f * channels + c] = v;
  }
  const extra = extraChunk ? 8 + 3 + 1 : 0; // a 3-byte LIST chunk, padded to 4
  const bytes = new Uint8Array(44 + extra + data.byteLength);
  const view = new DataView(bytes.buffer);
  const put = (at: number, s: string) => [...s].forEach((ch, i) => (bytes[at + i] = ch.charCodeAt(0)));
  put(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  let at = 36;
  if (extraChunk) {
    put(at, 'LIST');
    view.setUint32(at + 4, 3, true);
    at += 12;
  }
  put(at, 'data');
  view.setUint32(at + 4, data.byteLength, true);
  bytes.set(new Uint8Array(data.buffer), at + 8);
  return bytes;
}

describe('parseWav', () => {
  it('reads rate and samples, averaging channels, past other chunks', () => {
    const mono = parseWav(wav());
    expect(mono.sampleRate).toBe(8000);
    expect(mono.samples.length).toBe(24000);
    const stereo = parseWav(wav({ channels: 2, extraChunk: true }));
    expect(stereo.samples.length).toBe(24000);
    expect(stereo.samples[10_001]).toBeCloseTo(mono.samples[10_001]!, 6);
  });

  it('reads what is there when the data size is larger than the file', () => {
    const bytes = wav();
    new DataView(bytes.buffer).setUint32(40, 0xffffffff, true);
    expect(parseWav(bytes).samples.length).toBe(24000);
  });

  it('rejects what is not a 16-bit PCM WAV', () => {
    expect(() => parseWav(new Uint8Array(4))).toThrow('Not a WAV file');
    expect(() => parseWav(new TextEncoder().encode('RIFF....WAVEjunk'))).toThrow('without a data chunk');
    const eightBit = wav();
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(() => parseWav(eightBit)).toThrow('Only 16-bit PCM');
  });
});

describe('soundOnset and soundEnd', () => {
  const pcm = parseWav(wav());

  it('finds the start of the tone to one window, searching from before it', () => {
    expect(soundOnset(pcm, 0)).toBeCloseTo(1.25, 2);
    expect(soundOnset(pcm, 1.2)).toBeCloseTo(1.25, 2);
  });

  it('is the search start inside the tone, and null in silence to the end', () => {
    expect(soundOnset(pcm, 1.5)).toBeCloseTo(1.5, 2);
    expect(soundOnset(pcm, 1.8)).toBeNull();
    expect(soundOnset(pcm, 99)).toBeNull();
  });

  it('follows the threshold: a quiet tone is silence to a high threshold', () => {
    expect(soundOnset(pcm, 0, { thresholdDb: 0 })).toBeNull();
  });

  it('finds where sound ends, 0 for a silent file', () => {
    expect(soundEnd(pcm)).toBeCloseTo(1.75, 2);
    expect(soundEnd(parseWav(wav({ toneS: 0 })))).toBe(0);
  });
});
