import { describe, expect, it } from 'vitest';
import { parseSelection, singleSelectCommand, treeCommand } from './tree-keys.js';

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

  it('maps the multi-select keys: Shift with the arrows and Space, Ctrl (or ⌘) with Shift+Home/End and A', () => {
    expect(treeCommand('ArrowDown', { shift: true })).toBe('toggle-next');
    expect(treeCommand('ArrowUp', { shift: true })).toBe('toggle-previous');
    expect(treeCommand(' ', { shift: true })).toBe('select-range');
    expect(treeCommand('Home', { shift: true, ctrl: true })).toBe('select-to-first');
    expect(treeCommand('End', { shift: true, ctrl: true })).toBe('select-to-last');
    expect(treeCommand('a', { ctrl: true })).toBe('select-all');
    expect(treeCommand('A', { ctrl: true })).toBe('select-all');
    // Shift elsewhere keeps the plain meaning: a capital letter is typed, Shift+Enter activates
    expect(treeCommand('D', { shift: true })).toBe('type');
    expect(treeCommand('Enter', { shift: true })).toBe('activate');
    expect(treeCommand('Home', { shift: true })).toBe('first');
  });

  it('gives the plain command, or none, in a tree without multiple selection', () => {
    expect(singleSelectCommand('toggle-next')).toBe('next');
    expect(singleSelectCommand('toggle-previous')).toBe('previous');
    expect(singleSelectCommand('select-range')).toBe('activate');
    expect(singleSelectCommand('select-all')).toBeNull();
    expect(singleSelectCommand('select-to-first')).toBeNull();
    expect(singleSelectCommand('select-to-last')).toBeNull();
    expect(singleSelectCommand('open')).toBe('open');
  });

  it('leaves modified keys, other keys and bad input alone', () => {
    expect(treeCommand('ArrowDown', { modified: true })).toBeNull();
    expect(treeCommand('ArrowDown', { ctrl: true })).toBeNull();
    expect(treeCommand('a', { ctrl: true, shift: true })).toBeNull();
    expect(treeCommand('a', { ctrl: true, modified: true })).toBeNull();
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
