/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VERSION } from './version.js';

describe('VERSION', () => {
  it("is package.json's version", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(VERSION, `update VERSION in elements/internal/core/version.ts to "${pkg.version}"`).toBe(pkg.version);
  });
});
