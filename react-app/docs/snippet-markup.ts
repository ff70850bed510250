// Builds the HTML and React code of a demo's snippet from one description of its elements, so the
// two tabs of <Snippet> always show the same thing. Pure: no DOM, no React.

/** An attribute's value: `true` is a bare boolean attribute; `false`, `null` and `undefined` leave it out. */
export type SnippetAttrValue = string | number | boolean | null | undefined;

/** A React prop written as code, e.g. `{ code: 'event => setOpen(false)' }` prints `onDsHide={event => setOpen(false)}`. */
export interface SnippetCode {
  code: string;
}

export interface SnippetElement {
  /** `ds-button`, `span` … */
  tag: string;
  /** HTML attributes by their HTML name (`hide-label`); React gets them as props (`hideLabel`). */
  attrs?: Record<string, SnippetAttrValue>;
  /** Props only the React code has (after `attrs`), such as event handlers. */
  reactProps?: Record<string, SnippetAttrValue | SnippetCode>;
  children?: readonly SnippetChild[];
}

/** An element, or text. */
export type SnippetChild = SnippetElement | string;

export interface SnippetOptions {
  /** An opening tag longer than this puts each attribute on its own line (default 60). */
  lineLength?: number;
}

export interface ReactSnippetOptions extends SnippetOptions {
  /** Where the wrappers come from; `null` leaves the import line out (default `./ds`). */
  importFrom?: string | null;
}

const DEFAULT_LINE_LENGTH = 60;
const INDENT = '  ';
const VOID_TAGS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/** `ds-button-group` -> `DsButtonGroup`; a native tag (`span`) stays as it is. */
export function componentName(tag: string): string {
  if (!tag.includes('-')) return tag;
  return tag
    .split('-')
    .filter(Boolean)
    .map(part => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

const REACT_ATTRIBUTE_NAMES: Readonly<Record<string, string>> = { class: 'className', for: 'htmlFor' };

/** An HTML attribute's React prop: `hide-label` -> `hideLabel`, `class` -> `className`; `aria-*` and `data-*` stay. */
export function reactPropName(attribute: string): string {
  if (REACT_ATTRIBUTE_NAMES[attribute]) return REACT_ATTRIBUTE_NAMES[attribute];
  if (/^(aria|data)-/.test(attribute)) return attribute;
  return attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Escapes text for an HTML attribute in double quotes, or for element text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const shown = (value: SnippetAttrValue | SnippetCode): value is string | number | true | SnippetCode =>
  value !== false && value !== null && value !== undefined;

function htmlAttributes(attrs: SnippetElement['attrs']): string[] {
  return Object.entries(attrs ?? {})
    .filter(([, value]) => shown(value))
    .map(([name, value]) => (value === true ? name : `${name}="${escapeHtml(String(value))}"`));
}

function reactProp(name: string, value: string | number | true | SnippetCode): string {
  if (value === true) return name;
  if (typeof value === 'object') return `${name}={${value.code}}`;
  if (typeof value === 'number') return `${name}={${value}}`;
  // JSX strings take no backslash escapes: a quote or brace needs a JavaScript string.
  return /["{}\\]/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}

function reactProps(element: SnippetElement): string[] {
  const props = new Map<string, string>();
  for (const [name, value] of Object.entries(element.attrs ?? {})) {
    if (shown(value)) props.set(reactPropName(name), reactProp(reactPropName(name), value));
  }
  for (const [name, value] of Object.entries(element.reactProps ?? {})) {
    if (shown(value)) props.set(name, reactProp(name, value));
    else props.delete(name);
  }
  return [...props.values()];
}

/** `<tag a b>` on one line when short enough, else one attribute per line. */
function openingTag(name: string, attributes: string[], indent: string, lineLength: number, close = '>'): string {
  const oneLine = `<${[name, ...attributes].join(' ')}${close}`;
  if (attributes.length === 0 || indent.length + oneLine.length <= lineLength) return indent + oneLine;
  const lines = attributes.map(a => `${indent}${INDENT}${a}`);
  return `${indent}<${name}\n${lines.join('\n')}\n${indent}${close.trim()}`;
}

const asList = (nodes: SnippetChild | readonly SnippetChild[]): readonly SnippetChild[] =>
  Array.isArray(nodes) ? nodes : [nodes as SnippetChild];

interface Syntax {
  name(tag: string): string;
  attributes(element: SnippetElement): string[];
  text(text: string): string;
  /** How an element without children ends: `></tag>` (HTML) or ` />` (React). */
  empty(tag: string, name: string): { close: string; end: string };
}

function render(nodes: readonly SnippetChild[], syntax: Syntax, indent: string, lineLength: number): string[] {
  const lines: string[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      lines.push(indent + syntax.text(node));
      continue;
    }
    const name = syntax.name(node.tag);
    const attributes = syntax.attributes(node);
    const children = node.children ?? [];
    if (children.length === 0) {
      const { close, end } = syntax.empty(node.tag, name);
      lines.push(openingTag(name, attributes, indent, lineLength, close) + end);
      continue;
    }
    const opening = openingTag(name, attributes, indent, lineLength);
    const only = children.length === 1 ? children[0] : undefined;
    const inline = typeof only === 'string' ? `${opening}${syntax.text(only)}</${name}>` : undefined;
    if (inline !== undefined && !opening.includes('\n') && inline.length <= lineLength + 20) {
      lines.push(inline);
    } else {
      lines.push(opening, ...render(children, syntax, indent + INDENT, lineLength), `${indent}</${name}>`);
    }
  }
  return lines;
}

const HTML_SYNTAX: Syntax = {
  name: tag => tag,
  attributes: element => htmlAttributes(element.attrs),
  text: escapeHtml,
  empty: (tag, name) => (VOID_TAGS.has(tag) ? { close: '>', end: '' } : { close: '>', end: `</${name}>` }),
};

const REACT_SYNTAX: Syntax = {
  name: componentName,
  attributes: reactProps,
  text: text => (/[{}<>]/.test(text) ? `{${JSON.stringify(text)}}` : text),
  empty: () => ({ close: ' />', end: '' }),
};

/** The HTML of `nodes`, two-space indented. */
export function htmlSnippet(nodes: SnippetChild | readonly SnippetChild[], options: SnippetOptions = {}): string {
  return render(asList(nodes), HTML_SYNTAX, '', options.lineLength ?? DEFAULT_LINE_LENGTH).join('\n');
}

/** The `ds-*` tags used in `nodes`, in order of first use. */
export function tagsIn(nodes: SnippetChild | readonly SnippetChild[]): string[] {
  const tags = new Set<string>();
  const visit = (list: readonly SnippetChild[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      if (node.tag.startsWith('ds-')) tags.add(node.tag);
      visit(node.children ?? []);
    }
  };
  visit(asList(nodes));
  return [...tags];
}

/** The JSX of `nodes` with the wrappers' import line first (`import { DsButton } from './ds';`). */
export function reactSnippet(nodes: SnippetChild | readonly SnippetChild[], options: ReactSnippetOptions = {}): string {
  const jsx = render(asList(nodes), REACT_SYNTAX, '', options.lineLength ?? DEFAULT_LINE_LENGTH).join('\n');
  const importFrom = options.importFrom === undefined ? './ds' : options.importFrom;
  const names = tagsIn(nodes).map(componentName).sort();
  if (importFrom === null || names.length === 0) return jsx;
  return `import { ${names.join(', ')} } from '${importFrom}';\n\n${jsx}`;
}

/** Both tabs' code at once: `<Snippet {...snippetOf(nodes)} />`. */
export function snippetOf(
  nodes: SnippetChild | readonly SnippetChild[],
  options: ReactSnippetOptions = {},
): { html: string; react: string } {
  return { html: htmlSnippet(nodes, options), react: reactSnippet(nodes, options) };
}
