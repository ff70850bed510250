import { nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

export type CssVars = Record<string, string | number | null | undefined>;

/**
 * Sets CSS properties (usually custom properties) on an element through the CSSOM, on every
 * render including the first. Lit's `styleMap` writes a `style="…"` attribute on first render,
 * which a strict Content-Security-Policy (`style-src 'self'`) refuses; the CSSOM is allowed.
 *
 *   html`<div ${cssVars({ '--_x': `${x}%` })}></div>`
 */
class CssVarsDirective extends Directive {
  /** The values written by the last update, as strings (`undefined`: not set). */
  #applied: Record<string, string | undefined> = {};

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('cssVars() must be used in an element position');
  }

  render(_vars: CssVars): typeof nothing {
    return nothing;
  }

  // No arrays or sets per update, and a value that did not change is not written again (no style
  // invalidation): pages render many of these on their first render (bench/).
  override update(part: ElementPart, [vars]: [CssVars]): typeof nothing {
    const style = (part.element as HTMLElement).style;
    const previous = this.#applied;
    const next: Record<string, string | undefined> = {};
    for (const name in vars) {
      const value = vars[name];
      if (value === null || value === undefined) continue;
      const text = String(value);
      if (previous[name] !== text) style.setProperty(name, text);
      next[name] = text;
    }
    for (const name in previous) if (next[name] === undefined) style.removeProperty(name);
    this.#applied = next;
    return nothing;
  }
}

export const cssVars = directive(CssVarsDirective);
