// A tiny reader for tokens.css: enough to resolve a token's default value in light or dark
// mode (var() references and light-dark()), so tests can check contrast and sync with the engine.

export type Scheme = 'light' | 'dark';

/** A rule's selector (with its enclosing at-rules, outermost first) and declarations. */
export interface CssRule {
  at: string[];
  selector: string;
  declarations: Map<string, string>;
}

/** Splits CSS (comments removed) into rules; nested at-rule blocks are flattened. */
export function parseRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const walk = (source: string, at: string[]): void => {
    let i = 0;
    while (i < source.length) {
      const open = source.indexOf('{', i);
      if (open < 0) return;
      let depth = 1;
      let close = open + 1;
      for (; close < source.length && depth > 0; close++) {
        if (source[close] === '{') depth++;
        else if (source[close] === '}') depth--;
      }
      const head = source.slice(i, open).trim();
      const body = source.slice(open + 1, close - 1);
      if (head.startsWith('@')) walk(body, [...at, head]);
      else rules.push({ at, selector: head, declarations: parseDeclarations(body) });
      i = close;
    }
  };
  walk(text, []);
  return rules;
}

function parseDeclarations(body: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of splitTopLevel(body, ';')) {
    const colon = part.indexOf(':');
    if (colon > 0)
      map.set(
        part.slice(0, colon).trim(),
        part
          .slice(colon + 1)
          .trim()
          .replace(/\s+/g, ' '),
      );
  }
  return map;
}

/** Splits on `separator` outside parentheses. */
export function splitTopLevel(value: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === separator && depth === 0) {
      parts.push(value.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(value.slice(start));
  return parts.map(p => p.trim()).filter(Boolean);
}

/** The custom properties of the `:root` rules, alone or in a selector list (outside at-rules). */
export function rootTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const rule of parseRules(css)) {
    if (rule.at.length > 0 || !rule.selector.split(',').some(selector => selector.trim() === ':root')) continue;
    for (const [name, value] of rule.declarations) if (name.startsWith('--')) tokens.set(name, value);
  }
  return tokens;
}

/** A token's value with var() and light-dark() resolved for `scheme`; throws when undefined. */
export function resolveToken(tokens: Map<string, string>, name: string, scheme: Scheme, seen: string[] = []): string {
  if (seen.includes(name)) throw new Error(`token cycle: ${[...seen, name].join(' -> ')}`);
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`token not defined: ${name}`);
  return resolveValue(tokens, value, scheme, [...seen, name]);
}

function resolveValue(tokens: Map<string, string>, value: string, scheme: Scheme, seen: string[]): string {
  const lightDark = /^light-dark\((.*)\)$/s.exec(value);
  if (lightDark) {
    const [light = '', dark = ''] = splitTopLevel(lightDark[1] ?? '', ',');
    return resolveValue(tokens, scheme === 'light' ? light : dark, scheme, seen);
  }
  const ref = /^var\(\s*(--[\w-]+)\s*(?:,(.*))?\)$/s.exec(value);
  if (ref) {
    const [, name = '', fallback] = ref;
    if (!tokens.has(name) && fallback !== undefined) return resolveValue(tokens, fallback.trim(), scheme, seen);
    return resolveToken(tokens, name, scheme, seen);
  }
  return value;
}
