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
  #applied = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('cssVars() must be used in an element position');
  }

  render(_vars: CssVars): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [vars]: [CssVars]): typeof nothing {
    const style = (part.element as HTMLElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(vars)) {
      if (value === null || value === undefined) continue;
      style.setProperty(name, String(value));
      next.add(name);
    }
    for (const name of this.#applied) if (!next.has(name)) style.removeProperty(name);
    this.#applied = next;
    return nothing;
  }
}

export const cssVars = directive(CssVarsDirective);
