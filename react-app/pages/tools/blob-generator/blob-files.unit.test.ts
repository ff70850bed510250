import { describe, expect, it } from 'vitest';
import { blobFileName } from './blob-files';

describe('blobFileName', () => {
  it('is blob-{first 15 word characters of the ISO time}.svg', () => {
    expect(blobFileName('svg', new Date('2026-11-23T15:17:00.123Z'))).toBe('blob-20261123T151700.svg');
    expect(blobFileName('png', new Date('2027-01-02T03:04:05.000Z'))).toBe('blob-20270102T030405.png');
  });

  it('uses the current time by default', () => {
    expect(blobFileName('svg')).toMatch(/^blob-\d{8}T\d{6}\.svg$/);
  });
});
