import { describe, expect, it } from 'vitest';
import { parseSelection, treeCommand } from './tree-keys.js';

describe('treeCommand', () => {
  it('maps the keys of the tree view pattern', () => {
    expect(treeCommand('ArrowDown')).toBe('next');
    expect(treeCommand('ArrowUp')).toBe('previous');
    expect(treeCommand('ArrowRight')).toBe('open');
    expect(treeCommand('ArrowLeft')).toBe('close');
    expect(treeCommand('Home')).toBe('first');
    expect(treeCommand('End')).toBe('last');
    expect(treeCommand('*')).toBe('expand-siblings');
    expect(treeCommand('Enter')).toBe('activate');
    expect(treeCommand(' ')).toBe('activate');
    expect(treeCommand('d')).toBe('type');
    expect(treeCommand('é')).toBe('type');
    expect(treeCommand('😀')).toBe('type');
  });

  it('swaps ArrowLeft and ArrowRight under right-to-left text', () => {
    expect(treeCommand('ArrowRight', { rtl: true })).toBe('close');
    expect(treeCommand('ArrowLeft', { rtl: true })).toBe('open');
    expect(treeCommand('ArrowDown', { rtl: true })).toBe('next');
  });

  it('leaves modified keys, other keys and bad input alone', () => {
    expect(treeCommand('ArrowDown', { modified: true })).toBeNull();
    expect(treeCommand('Tab')).toBeNull();
    expect(treeCommand('Escape')).toBeNull();
    expect(treeCommand('\t')).toBeNull();
    expect(treeCommand('')).toBeNull();
    expect(treeCommand(undefined)).toBeNull();
    expect(treeCommand(42)).toBeNull();
  });
});

describe('parseSelection', () => {
  it('accepts the three modes and refuses anything else', () => {
    expect(parseSelection('single')).toBe('single');
    expect(parseSelection('multiple')).toBe('multiple');
    expect(parseSelection('leaf')).toBe('leaf');
    expect(parseSelection('Multiple')).toBeNull();
    expect(parseSelection('')).toBeNull();
    expect(parseSelection(null)).toBeNull();
    expect(parseSelection(1)).toBeNull();
  });
});
