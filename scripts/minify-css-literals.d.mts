import type { Plugin } from 'vite';

export function minifyCss(text: string, trim?: { trimStart?: boolean; trimEnd?: boolean }): string;
export function minifyCssLiterals(source: string): string;
export const elementSource: RegExp;
export function minifyCssLiteralsPlugin(): Plugin;
export function minifyCssLiteralsEsbuildPlugin(): { name: string; setup(build: unknown): void };
