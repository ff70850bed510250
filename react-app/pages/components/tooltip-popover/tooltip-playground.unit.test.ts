import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  differsFromDefault,
  escapeHtml,
  MARKUP_LINE_LENGTH,
  PLAYGROUND_PLACEMENTS,
  PLAYGROUND_TONES,
  TOOLTIP_DEFAULTS,
  TOOLTIP_RANGES,
  tooltipMarkup,
  type TooltipSettings,
} from './tooltip-playground';

const text = { content: 'Hello there', trigger: 'Hover me' };
const with_ = (changes: Partial<TooltipSettings>): TooltipSettings => ({ ...TOOLTIP_DEFAULTS, ...changes });

describe('tooltip playground constants', () => {
  it('has the playground defaults', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ placement: 'auto', distance: 10, delay: 0, radius: 10, tone: 'neutral' });
  });

  it('has the playground ranges, and every default is on its slider', () => {
    expect(TOOLTIP_RANGES).toEqual({
      distance: { min: -10, max: 30, step: 5 },
      delay: { min: 0, max: 500, step: 100 },
      radius: { min: 0, max: 30, step: 5 },
    });
    for (const key of ['distance', 'delay', 'radius'] as const) {
      const { min, max, step } = TOOLTIP_RANGES[key];
      const value = TOOLTIP_DEFAULTS[key];
      expect(value).toBeGreaterThanOrEqual(min);
      expect(value).toBeLessThanOrEqual(max);
      expect((value - min) % step).toBe(0);
    }
  });

  it('offers auto, top, bottom, left, right and five colours, the default first', () => {
    expect(PLAYGROUND_PLACEMENTS).toEqual(['auto', 'top', 'bottom', 'left', 'right']);
    expect(PLAYGROUND_TONES.map(t => t.value)).toEqual(['neutral', 'primary', 'secondary', 'danger', 'surface']);
    expect(PLAYGROUND_TONES[0].value).toBe(TOOLTIP_DEFAULTS.tone);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(TOOLTIP_DEFAULTS)).toBe(true);
  });
});

describe('differsFromDefault / changedSettings', () => {
  it('is false for the defaults (and an equal copy)', () => {
    expect(differsFromDefault(TOOLTIP_DEFAULTS)).toBe(false);
    expect(differsFromDefault({ ...TOOLTIP_DEFAULTS })).toBe(false);
    expect(changedSettings(TOOLTIP_DEFAULTS)).toEqual([]);
  });

  it.each([
    [{ placement: 'top' }, ['placement']],
    [{ distance: 15 }, ['distance']],
    [{ distance: -10 }, ['distance']],
    [{ distance: 0 }, ['distance']],
    [{ delay: 100 }, ['delay']],
    [{ radius: 0 }, ['radius']],
    [{ tone: 'danger' }, ['tone']],
  ] as [Partial<TooltipSettings>, string[]][])('is true when one setting changes: %o', (changes, keys) => {
    expect(differsFromDefault(with_(changes))).toBe(true);
    expect(changedSettings(with_(changes))).toEqual(keys);
  });

  it('lists several changes in the fixed order', () => {
    expect(changedSettings(with_({ tone: 'primary', radius: 20, placement: 'left' }))).toEqual([
      'placement',
      'radius',
      'tone',
    ]);
  });

  it('is false again once a value is moved back to its default', () => {
    const moved = with_({ distance: 20 });
    expect(differsFromDefault({ ...moved, distance: 10 })).toBe(false);
  });
});

describe('tooltipMarkup', () => {
  it('shows only content for the defaults', () => {
    expect(tooltipMarkup(TOOLTIP_DEFAULTS, text)).toBe(
      '<ds-tooltip content="Hello there">\n  <ds-button>Hover me</ds-button>\n</ds-tooltip>',
    );
  });

  it('adds a changed attribute on the same line while the tag is short', () => {
    expect(tooltipMarkup(with_({ distance: 15 }), text)).toBe(
      '<ds-tooltip content="Hello there" distance="15">\n  <ds-button>Hover me</ds-button>\n</ds-tooltip>',
    );
  });

  it('adds only the non-default attributes, in a fixed order, one per line once the tag is long', () => {
    const markup = tooltipMarkup(
      with_({ tone: 'surface', delay: 300, placement: 'bottom', distance: -5, radius: 0 }),
      text,
    );
    expect(markup).toBe(
      [
        '<ds-tooltip',
        '  content="Hello there"',
        '  placement="bottom"',
        '  distance="-5"',
        '  delay="300"',
        '  radius="0"',
        '  tone="surface"',
        '>',
        '  <ds-button>Hover me</ds-button>',
        '</ds-tooltip>',
      ].join('\n'),
    );
  });

  it('keeps every line of the preview short', () => {
    const all = with_({ tone: 'secondary', delay: 500, placement: 'right', distance: -10, radius: 30 });
    for (const line of tooltipMarkup(all, { content: 'Hi! I am a tooltip', trigger: 'Hover me' }).split('\n')) {
      expect(line.length).toBeLessThanOrEqual(MARKUP_LINE_LENGTH);
    }
  });

  it('leaves out a setting set back to its default', () => {
    const markup = tooltipMarkup(with_({ distance: 10, radius: 25 }), text);
    expect(markup).toContain('radius="25"');
    expect(markup).not.toContain('distance=');
  });

  it('escapes the text it embeds', () => {
    expect(tooltipMarkup(TOOLTIP_DEFAULTS, { content: 'Say "hi" & <wave>', trigger: '<b>' })).toBe(
      '<ds-tooltip content="Say &quot;hi&quot; &amp; &lt;wave&gt;">\n  <ds-button>&lt;b&gt;</ds-button>\n</ds-tooltip>',
    );
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
