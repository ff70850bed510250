#!/usr/bin/env node
// Writes the editor data of the ds-* elements from custom-elements.json, so editors complete and
// document the tags, their attributes and values in plain HTML:
//   vscode.html-custom-data.json  VS Code's HTML custom data ("html.customData" setting)
//   web-types.json                JetBrains web-types ("web-types" key of package.json)
//
//   node scripts/make-editor-data.mjs
//   options: --manifest <file> (default custom-elements.json), --out <dir> (default .),
//            --name <package> and --version <x.y.z> (default: package.json's), --doc-url <url with {tag}>
//
// Only the public API: no private or protected members, no `_x` or `#x` names, no static fields.
// Node built-ins only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isPublicName = name => typeof name === 'string' && !/^[_#]/.test(name);

/** Whitespace (JSDoc line breaks) collapsed to single spaces. */
const flat = text => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');

/** Markdown as written: its line breaks are soft, and flattening would break its code blocks. */
const block = text => (typeof text === 'string' ? text.trim() : '');

/** The custom elements of the manifest, unique by tag name and sorted by it. */
function elementsOf(manifest) {
  const byTag = new Map();
  for (const mod of manifest?.modules ?? []) {
    for (const decl of mod?.declarations ?? []) {
      if (typeof decl?.tagName === 'string' && decl.tagName && !byTag.has(decl.tagName)) byTag.set(decl.tagName, decl);
    }
  }
  return [...byTag.values()].sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** Splits a type on its top-level `|` (not inside brackets or quotes). */
function unionParts(text) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c)) depth--;
    else if (c === '|' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map(p => p.trim()).filter(Boolean);
}

const STRING_LITERAL = /^(['"`])(.*)\1$/s;
const unquote = text => (text.match(STRING_LITERAL) ?? [])[2];

/**
 * The string-literal unions the manifest can tell, by type name. The analyzer does not record type
 * aliases, but the elements declare `type DsButtonVariant = (typeof buttonVariants)[number]` next to
 * `const buttonVariants = [...] as const`, whose tuple the manifest does record (possibly as another
 * constant's name, or spreading one): so an alias `[Ds]FooBar` is the union of the constant `fooBars`.
 */
function aliasIndex(manifest) {
  const constants = new Map();
  for (const mod of manifest?.modules ?? []) {
    for (const decl of mod?.declarations ?? []) {
      const text = decl?.kind === 'variable' && (decl.type?.text ?? decl.default);
      if (typeof text === 'string' && !constants.has(decl.name)) constants.set(decl.name, text.trim());
    }
  }
  // The string literals of a constant tuple, or undefined when any item is something else.
  const literals = (name, seen = new Set()) => {
    const text = constants.get(name)?.replace(/^readonly\s+/, '');
    if (text === undefined || seen.has(name)) return undefined;
    seen.add(name);
    if (/^[A-Za-z_$][\w$]*$/.test(text)) return literals(text, seen);
    const items = text
      .match(/^\[(.*)\]$/s)?.[1]
      .split(',')
      .map(item => item.trim())
      .filter(Boolean);
    const out = [];
    for (const item of items ?? []) {
      const spread = item.startsWith('...') && literals(item.slice(3).trim(), seen);
      if (spread) out.push(...spread);
      else if (STRING_LITERAL.test(item)) out.push(item);
      else return undefined;
    }
    return out.length ? out : undefined;
  };
  return name => {
    const base = name.replace(/^Ds(?=[A-Z])/, '');
    const singular = base[0].toLowerCase() + base.slice(1);
    const plural = /(s|x|ch|sh)$/.test(singular)
      ? `${singular}es`
      : /[^aeiou]y$/.test(singular)
        ? `${singular.slice(0, -1)}ies`
        : `${singular}s`;
    return literals(plural)?.join(' | ');
  };
}

const PRIMITIVES = new Set(['string', 'number', 'boolean', 'null', 'undefined', '(string & {})']);

/** A type with an alias the manifest can resolve replaced by its union (editors do not read the sources). */
function resolveType(text, resolveAlias) {
  if (typeof text !== 'string') return undefined;
  return /^[A-Z]\w*$/.test(text.trim()) ? (resolveAlias(text.trim()) ?? text) : text;
}

/**
 * What an attribute's type means in HTML: its string values (from a union of string literals, type
 * aliases resolved), whether it is boolean, and a type an editor can read without the sources.
 */
function attributeType(text, resolveAlias) {
  const type = (resolveType(text, resolveAlias) ?? '').trim();
  const parts = unionParts(type);
  const values = parts.map(unquote).filter(v => v !== undefined);
  const meaningful = parts.filter(p => p !== 'null' && p !== 'undefined');
  const isBoolean = meaningful.length === 1 && meaningful[0] === 'boolean';
  // An unresolved name (DsCardOrientation, SwatchInput[]) means nothing outside the sources: an attribute is text.
  const known = parts.length > 0 && parts.every(p => PRIMITIVES.has(p) || STRING_LITERAL.test(p));
  return { values, isBoolean, type: known ? type : 'string' };
}

/** The default an HTML author writes: a string literal unquoted, a number as is; nothing for false or ''. */
function attributeDefault(text) {
  const t = typeof text === 'string' ? text.trim() : '';
  const str = unquote(t);
  if (str !== undefined) return str || undefined;
  return /^-?\d/.test(t) ? t : undefined;
}

/** The public attributes of an element, unique by name. */
function attributesOf(decl) {
  const hidden = new Set(
    (decl.members ?? []).filter(m => m.privacy === 'private' || m.privacy === 'protected').map(m => m.name),
  );
  const seen = new Set();
  return (decl.attributes ?? []).filter(
    a =>
      isPublicName(a?.name) &&
      !(a.fieldName && (hidden.has(a.fieldName) || !isPublicName(a.fieldName))) &&
      !seen.has(a.name) &&
      seen.add(a.name),
  );
}

/** Named items (events, slots, parts, custom properties, states), unique by name; a slot may be unnamed (""). */
function named(items, { allowEmpty = false } = {}) {
  const seen = new Set();
  return (items ?? []).filter(
    i => (i?.name === '' ? allowEmpty : isPublicName(i?.name)) && !seen.has(i.name) && seen.add(i.name),
  );
}

/** The element's own text: summary, then description. */
const elementText = decl => [block(decl.summary), block(decl.description)].filter(Boolean).join('\n\n');

/** The element's text plus its slots, events, parts, custom properties and states as markdown lists. */
function elementMarkdown(decl) {
  const list = (title, items, label = i => `\`${i.name}\``) =>
    items.length
      ? `**${title}:**\n` +
        items
          .map(i => {
            const text = flat(i.description);
            const def = i.default ? ` Default: \`${flat(i.default)}\`.` : '';
            return `- ${label(i)}${text || def ? ` - ${text}${def}` : ''}`;
          })
          .join('\n')
      : '';
  const lists = [
    list('Slots', named(decl.slots, { allowEmpty: true }), s => (s.name ? `\`${s.name}\`` : '_(default)_')),
    list('Events', named(decl.events)),
    list('CSS parts', named(decl.cssParts)),
    list('CSS custom properties', named(decl.cssProperties)),
    list('Custom states', named(decl.cssStates), s => `\`:state(${s.name})\``),
  ].filter(Boolean);
  return [elementText(decl), ...lists].filter(Boolean).join('\n\n');
}

/** The documentation address of a tag: `{tag}` in a string replaced, or a function of the tag. */
function docUrlOf(docUrl, tagName) {
  if (typeof docUrl === 'function') return docUrl(tagName) || undefined;
  return typeof docUrl === 'string' && docUrl ? docUrl.replaceAll('{tag}', tagName) : undefined;
}

/**
 * VS Code's HTML custom data for a manifest. JSON.stringify drops the `undefined` keys.
 * @param {any} manifest - the parsed custom-elements.json
 * @param {{ docUrl?: string | ((tagName: string) => string) }} [options]
 */
export function vscodeCustomData(manifest, { docUrl } = {}) {
  const resolveAlias = aliasIndex(manifest);
  const tags = elementsOf(manifest).map(decl => {
    const url = docUrlOf(docUrl, decl.tagName);
    return {
      name: decl.tagName,
      description: elementMarkdown(decl) || undefined,
      attributes: attributesOf(decl).map(a => {
        const { values, isBoolean } = attributeType(a.type?.text, resolveAlias);
        const def = isBoolean ? undefined : attributeDefault(a.default);
        return {
          name: a.name,
          description: [block(a.description), def && `Default: \`${def}\`.`].filter(Boolean).join('\n\n') || undefined,
          // "v": VS Code's value set of attributes written without a value (`<ds-button toggle>`).
          valueSet: isBoolean ? 'v' : undefined,
          values: values.length ? values.map(name => ({ name })) : undefined,
        };
      }),
      references: url ? [{ name: 'Documentation', url }] : undefined,
    };
  });
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags,
  };
}

/**
 * JetBrains web-types for a manifest. Slots, events, properties and CSS are structured here, so an
 * element's description is its own text only.
 * @param {any} manifest - the parsed custom-elements.json
 * @param {{ name: string, version: string, docUrl?: string | ((tagName: string) => string) }} options
 */
export function webTypes(manifest, { name, version, docUrl } = {}) {
  const resolveAlias = aliasIndex(manifest);
  const list = items => (items.length ? items : undefined);
  // An object whose keys are all undefined is left out too.
  const group = obj => (Object.values(obj).some(Boolean) ? obj : undefined);
  const elements = elementsOf(manifest).map(decl => {
    const properties = named(decl.members).filter(
      m => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public',
    );
    return {
      name: decl.tagName,
      description: elementText(decl) || undefined,
      'doc-url': docUrlOf(docUrl, decl.tagName),
      attributes: attributesOf(decl).map(a => {
        const { isBoolean, type } = attributeType(a.type?.text, resolveAlias);
        return {
          name: a.name,
          description: block(a.description) || undefined,
          // A boolean attribute whose value is not required is written bare (`<ds-button toggle>`).
          value: { type: isBoolean ? 'boolean' : type, required: false },
          default: isBoolean ? undefined : attributeDefault(a.default),
        };
      }),
      // The default slot is not one a `slot="…"` attribute names.
      slots: list(named(decl.slots).map(s => ({ name: s.name, description: flat(s.description) || undefined }))),
      js: group({
        properties: list(
          properties.map(m => ({
            name: m.name,
            description: block(m.description) || undefined,
            type: resolveType(m.type?.text, resolveAlias),
            'read-only': m.readonly ? true : undefined,
          })),
        ),
        events: list(
          named(decl.events).map(e => ({
            name: e.name,
            description: flat(e.description) || undefined,
            type: e.type?.text,
          })),
        ),
      }),
      css: group({
        parts: list(named(decl.cssParts).map(p => ({ name: p.name, description: flat(p.description) || undefined }))),
        properties: list(
          named(decl.cssProperties).map(p => ({
            name: p.name,
            description:
              [flat(p.description), p.default && `Default: \`${flat(p.default)}\`.`].filter(Boolean).join(' ') ||
              undefined,
          })),
        ),
      }),
    };
  });
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    // The value types above are TypeScript (`'primary' | 'secondary'`).
    'js-types-syntax': 'typescript',
    'description-markup': 'markdown',
    contributions: { html: { elements } },
  };
}

/** Pretty-printed JSON with a final newline, as the generated files are written. */
export const toJson = value => JSON.stringify(value, null, 2) + '\n';

function parseArgs(argv) {
  const args = { manifest: 'custom-elements.json', out: '.' };
  const options = {
    '--manifest': 'manifest',
    '--out': 'out',
    '--name': 'name',
    '--version': 'version',
    '--doc-url': 'docUrl',
  };
  for (let i = 0; i < argv.length; i++) {
    const key = options[argv[i]];
    if (!key || argv[i + 1] === undefined) throw new Error(`Unknown option or missing value: ${argv[i]}`);
    args[key] = argv[++i];
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const pkg = JSON.parse(readFileSync(path.resolve(ROOT, 'package.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.resolve(ROOT, args.manifest), 'utf8'));
  const out = path.resolve(ROOT, args.out);
  const options = { name: args.name ?? pkg.name, version: args.version ?? pkg.version, docUrl: args.docUrl };
  mkdirSync(out, { recursive: true });
  const vscode = vscodeCustomData(manifest, options);
  writeFileSync(path.join(out, 'vscode.html-custom-data.json'), toJson(vscode));
  writeFileSync(path.join(out, 'web-types.json'), toJson(webTypes(manifest, options)));
  console.log(`make-editor-data: ${vscode.tags.length} tags in ${path.relative(ROOT, out) || '.'}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
