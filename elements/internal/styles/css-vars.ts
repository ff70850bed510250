import { isServer, noChange, nothing } from 'lit';
import { Directive, directive, PartType, type AttributePart, type ElementPart, type PartInfo } from 'lit/directive.js';

export type CssVars = Record<string, string | number | null | undefined>;

/**
 * Sets CSS properties (usually custom properties) on an element through the CSSOM, on every
 * render including the first. Lit's `styleMap` writes a `style="…"` attribute on first render,
 * which a strict Content-Security-Policy (`style-src 'self'`) refuses; the CSSOM is allowed.
 *
 *   html`<div style=${cssVars({ '--_x': `${x}%` })}></div>`  also in a server render's HTML
 *   html`<div ${cssVars({ '--_x': `${x}%` })}></div>`        only once the element runs in a browser
 *
 * In the browser it never writes the `style` attribute, bound to it or not. On a server (Lit's SSR,
 * which calls `render`, never `update`) a binding to `style` renders the values as the attribute,
 * so what they place (a slider's thumb, a gauge's fill) is right before hydration; SSR runs no
 * directive in element position, hence the attribute. A server-rendered page already carries
 * `<style>` elements in its declarative shadow roots, so the attribute asks nothing more of its CSP.
 */
class CssVarsDirective extends Directive {
  /** The values written by the last update, as strings (`undefined`: not set). */
  #applied: Record<string, string | undefined> = {};

  constructor(partInfo: PartInfo) {
    super(partInfo);
    const style = partInfo.type === PartType.ATTRIBUTE && partInfo.name === 'style' && !partInfo.strings;
    if (partInfo.type !== PartType.ELEMENT && !style) {
      throw new Error('cssVars() must be in an element position or be the whole value of style');
    }
  }

  /** Called on a server only: the `style` attribute's text. */
  render(vars: CssVars): string | typeof nothing {
    if (!isServer) return nothing;
    let text = '';
    for (const name in vars) {
      const value = vars[name];
      if (value !== null && value !== undefined) text += `${name}:${value};`;
    }
    return text || nothing;
  }

  // No arrays or sets per update, and a value that did not change is not written again (no style
  // invalidation): pages render many of these on their first render (bench/). While hydrating, the
  // server's attribute holds the same values; they are written again, which changes nothing.
  override update(part: ElementPart | AttributePart, [vars]: [CssVars]): typeof noChange {
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
    return noChange; // bound to `style`: the attribute is never written
  }
}

export const cssVars = directive(CssVarsDirective);
