#!/usr/bin/env node
// Writes the React wrappers of the ds-* elements from custom-elements.json (the manifest
// is the single source of the wrappers and the JSX types; nothing in react-app/ds is hand-edited).
//
//   node scripts/make-react-wrappers.mjs                 write react-app/ds/*
//   node scripts/make-react-wrappers.mjs --dry-run       print { "react-app/ds/X.ts": "…" } as JSON, write nothing
//   options: --manifest <file> (default custom-elements.json), --out <dir> (default react-app/ds)
//
// Per element: react-app/ds/<ClassName>.ts with @lit/react's createComponent() and one event
// prop per event of the manifest (ds-foo-bar -> onDsFooBar, change -> onChange), typed with the
// element as the event's currentTarget (and as its target for native events), so pages never cast; plus
// react-app/ds/index.ts and react-app/ds/jsx.d.ts (the tags typed for direct use in React 19 JSX);
// plus react-app/ds/api/<tag-name>.json: a compact slice of the manifest per element (attributes,
// properties, methods, events, slots, CSS parts, custom properties and states) for the API tables
// of the component pages, so a page loads only the slices of the elements it shows. JSON has no
// comments: the header is the first key, "//".
// Node built-ins only.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HEADER = '// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit';

/** Event types that exist globally in the DOM typings (no import needed). */
const DOM_EVENT_TYPES = new Set([
  'Event',
  'CustomEvent',
  'InputEvent',
  'FocusEvent',
  'MouseEvent',
  'PointerEvent',
  'KeyboardEvent',
  'SubmitEvent',
  'ToggleEvent',
  'DragEvent',
  'WheelEvent',
  'TouchEvent',
  'AnimationEvent',
  'TransitionEvent',
]);

/** `ds-foo-bar` -> `onDsFooBar`, `change` -> `onChange`. */
export function eventPropName(eventName) {
  return (
    'on' +
    eventName
      .split(/[-:_.\s]+/)
      .filter(Boolean)
      .map(w => w[0].toUpperCase() + w.slice(1))
      .join('')
  );
}

/** The first key of every generated JSON file. */
export const JSON_HEADER_KEY = '//';
const JSON_HEADER_TEXT = HEADER.replace(/^\/\/ /, '');

const posix = p => p.split(path.sep).join('/');

/** Import specifier from the output folder to a manifest module (`elements/x/y.ts` -> `../../elements/x/y.js`). */
function specifier(outDir, modulePath) {
  let rel = path.posix.relative(posix(outDir), modulePath.replace(/^\.?\//, ''));
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel.replace(/\.(ts|tsx|mts)$/, '.js');
}

/** Every class declared in the manifest, by name: { module, declaration }. */
function classIndex(manifest) {
  const index = new Map();
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      if (decl.kind === 'class' && !index.has(decl.name)) index.set(decl.name, { module: mod, declaration: decl });
    }
  }
  return index;
}

/**
 * The custom elements of the manifest, sorted by tag name. `definedIn`: the module that registers the tag
 * (`ds-button.ts`), which a wrapper imports, not the one that declares the class (`ds-button.component.ts`).
 */
export function customElementsOf(manifest) {
  const definedIn = new Map();
  for (const mod of manifest.modules ?? []) {
    for (const e of mod.exports ?? []) {
      if (e.kind === 'custom-element-definition' && e.declaration?.name) definedIn.set(e.declaration.name, mod.path);
    }
  }
  const out = [];
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      if (decl.customElement && decl.tagName)
        out.push({ module: mod, declaration: decl, definedIn: definedIn.get(decl.name) ?? mod.path });
    }
  }
  return out.sort((a, b) => a.declaration.tagName.localeCompare(b.declaration.tagName));
}

/** The events of an element, unique by name, each with the TypeScript type to use and its import. */
function eventsOf(decl, classes, outDir) {
  const seen = new Map();
  for (const event of decl.events ?? []) {
    if (!event.name || seen.has(event.name)) continue;
    const text = (event.type?.text ?? '').trim();
    let type = 'Event';
    let importFrom;
    const found = classes.get(text);
    if (found) {
      type = text;
      importFrom = specifier(outDir, found.module.path);
    } else if (DOM_EVENT_TYPES.has(text)) {
      type = text;
    }
    // A native event (input, change, close…) is one the element dispatches itself (a group forwards its
    // options' events as its own), so its `target` is the element; a ds-* event may bubble from a nested
    // element (a popover in a modal), so only `currentTarget` is known there.
    const native = !event.name.startsWith('ds-') && (type === 'Event' || DOM_EVENT_TYPES.has(type));
    seen.set(event.name, {
      name: event.name,
      prop: eventPropName(event.name),
      type,
      importFrom,
      native,
      description: event.description,
    });
  }
  return [...seen.values()];
}

/** One-line summary for a doc comment (never closes the comment). */
function oneLine(text) {
  return (text ?? '').replace(/\s+/g, ' ').replace(/\*\//g, '*\\/').trim();
}

function typeImports(lines, imports) {
  const byModule = new Map();
  for (const { name, from } of imports) {
    if (!byModule.has(from)) byModule.set(from, new Set());
    byModule.get(from).add(name);
  }
  for (const from of [...byModule.keys()].sort()) {
    lines.push(`import type { ${[...byModule.get(from)].sort().join(', ')} } from '${from}';`);
  }
}

function renderWrapper({ declaration: decl, definedIn }, classes, outDir) {
  const className = decl.name;
  const events = eventsOf(decl, classes, outDir);
  const lines = [HEADER, "import * as React from 'react';"];
  lines.push(`import { createComponent${events.length ? ', type EventName' : ''} } from '@lit/react';`);
  lines.push(`import { ${className} as ${className}Element } from '${specifier(outDir, definedIn)}';`);
  typeImports(
    lines,
    events.filter(e => e.importFrom && e.type !== className).map(e => ({ name: e.type, from: e.importFrom })),
  );
  lines.push('');
  if (events.length) {
    const el = `${className}Element`;
    if (events.some(e => e.native)) {
      lines.push(
        '/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */',
      );
      lines.push(`type OwnEvent<E extends Event> = E & { target: ${el}; currentTarget: ${el} };`);
    }
    if (events.some(e => !e.native)) {
      lines.push(
        '/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */',
      );
      lines.push(`type HeardEvent<E extends Event> = E & { currentTarget: ${el} };`);
    }
    lines.push('');
  }
  lines.push('/**');
  lines.push(` * React wrapper of \`<${decl.tagName}>\`${decl.summary ? `: ${oneLine(decl.summary)}` : '.'}`);
  if (events.length) {
    lines.push(' *');
    lines.push(` * Events: ${events.map(e => `\`${e.prop}\` (\`${e.name}\`)`).join(', ')}.`);
  }
  lines.push(' */');
  lines.push(`export const ${className} = createComponent({`);
  lines.push(`  tagName: '${decl.tagName}',`);
  lines.push(`  elementClass: ${className}Element,`);
  lines.push('  react: React,');
  if (events.length) {
    lines.push('  events: {');
    for (const e of events)
      lines.push(`    ${e.prop}: '${e.name}' as EventName<${e.native ? 'OwnEvent' : 'HeardEvent'}<${e.type}>>,`);
    lines.push('  },');
  } else {
    lines.push('  events: {},');
  }
  lines.push(`  displayName: '${className}',`);
  lines.push('});');
  return lines.join('\n') + '\n';
}

function renderIndex(elements) {
  const lines = [HEADER];
  for (const { declaration } of elements) lines.push(`export { ${declaration.name} } from './${declaration.name}.js';`);
  return lines.join('\n') + '\n';
}

function isPublicWritableField(member) {
  return (
    member.kind === 'field' &&
    !member.static &&
    !member.readonly &&
    (member.privacy === undefined || member.privacy === 'public') &&
    !member.name.startsWith('#')
  );
}

/** An object key, quoted only when it is not an identifier. */
function propKey(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
}

function renderJsx(elements, classes, outDir) {
  const lines = [
    HEADER,
    '//',
    "// The ds-* tags for direct use in React 19 JSX: the element's HTML attributes, its public",
    '// properties (React 19 sets them as properties), its attributes with dashes, and its ds-* events',
    '// as `onds-…` props (React 19 adds listeners for `on…` props on custom elements), with the element',
    "// as the event's currentTarget.",
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
  ];
  const imports = [];
  for (const { declaration: decl, definedIn } of elements) {
    imports.push({ name: decl.name, from: specifier(outDir, definedIn) });
    for (const e of eventsOf(decl, classes, outDir)) {
      if (e.importFrom && e.name.startsWith('ds-')) imports.push({ name: e.type, from: e.importFrom });
    }
  }
  typeImports(lines, imports);
  lines.push('');
  lines.push('/** Props of a ds-* tag: its HTML attributes, overridden by its own properties `P`. */');
  lines.push(
    'type DsTagProps<E extends HTMLElement, P> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof P> & Partial<P>;',
  );
  lines.push('');
  lines.push("declare module 'react' {");
  lines.push('  namespace JSX {');
  lines.push('    interface IntrinsicElements {');
  for (const { declaration: decl } of elements) {
    const members = (decl.members ?? []).filter(isPublicWritableField);
    const props = [];
    for (const m of members) props.push(`        ${m.name}: ${decl.name}['${m.name}'];`);
    for (const a of decl.attributes ?? []) {
      if (!a.name || (a.fieldName && a.fieldName === a.name)) continue;
      if (!/[^a-zA-Z0-9_$]/.test(a.name) && members.some(m => m.name === a.name)) continue;
      const isBoolean = (a.type?.text ?? '').trim() === 'boolean';
      props.push(`        ${propKey(a.name)}: ${isBoolean ? 'boolean' : 'string | number'};`);
    }
    for (const e of eventsOf(decl, classes, outDir)) {
      if (!e.name.startsWith('ds-')) continue; // native events: React's own on* props
      props.push(`        'on${e.name}': (event: ${e.type} & { currentTarget: ${decl.name} }) => void;`);
    }
    if (decl.summary) lines.push(`      /** ${oneLine(decl.summary)} */`);
    if (props.length) {
      lines.push(`      '${decl.tagName}': DsTagProps<`);
      lines.push(`        ${decl.name},`);
      lines.push('        {');
      lines.push(...props.map(p => `  ${p}`));
      lines.push('        }');
      lines.push('      >;');
    } else {
      lines.push(`      '${decl.tagName}': DsTagProps<${decl.name}, {}>;`);
    }
  }
  lines.push('    }');
  lines.push('  }');
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** Whitespace (JSDoc line breaks) collapsed to single spaces. */
function flat(text) {
  return (text ?? '').replace(/\s+/g, ' ').trim() || undefined;
}

function isPublicMember(member) {
  return (
    !member.static && (member.privacy === undefined || member.privacy === 'public') && !member.name.startsWith('#')
  );
}

/**
 * The documented API of one element as the API tables show it. Keys whose value is missing are
 * left out (JSON.stringify drops `undefined`), so each slice stays small.
 */
export function apiSlice(decl) {
  const list = items => (items?.length ? items : undefined);
  const attributes = (decl.attributes ?? [])
    .filter(a => a.name)
    .map(a => ({
      name: a.name,
      property: a.fieldName && a.fieldName !== a.name ? a.fieldName : undefined,
      type: a.type?.text,
      default: a.default,
      description: flat(a.description),
    }));
  const members = (decl.members ?? []).filter(isPublicMember);
  const properties = members
    .filter(m => m.kind === 'field' && !m.readonly && !m.attribute)
    .map(m => ({ name: m.name, type: m.type?.text, description: flat(m.description) }));
  const methods = members
    .filter(m => m.kind === 'method')
    .map(m => ({
      name: m.name,
      signature: `${m.name}(${(m.parameters ?? []).map(p => `${p.name}${p.optional ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}`).join(', ')})${m.return?.type?.text ? `: ${m.return.type.text}` : ''}`,
      description: flat(m.description),
    }));
  const seen = new Set();
  const events = (decl.events ?? [])
    .filter(e => e.name && !seen.has(e.name) && seen.add(e.name))
    .map(e => ({ name: e.name, type: e.type?.text, description: flat(e.description) }));
  const named = items =>
    list((items ?? []).map(i => ({ name: i.name ?? '', default: i.default, description: flat(i.description) })));
  return {
    [JSON_HEADER_KEY]: JSON_HEADER_TEXT,
    tagName: decl.tagName,
    className: decl.name,
    summary: flat(decl.summary),
    attributes: list(attributes),
    properties: list(properties),
    methods: list(methods),
    events: list(events),
    slots: named(decl.slots),
    cssParts: named(decl.cssParts),
    cssProperties: named(decl.cssProperties),
    cssStates: named(decl.cssStates),
  };
}

/**
 * Every generated file for a manifest: a Map of path (relative to the repository, posix) -> text.
 * @param {any} manifest - the parsed custom-elements.json
 * @param {{ outDir?: string }} [options] - output folder relative to the repository
 */
export function renderWrappers(manifest, { outDir = 'react-app/ds' } = {}) {
  const classes = classIndex(manifest);
  const elements = customElementsOf(manifest);
  const files = new Map();
  for (const element of elements) {
    files.set(`${outDir}/${element.declaration.name}.ts`, renderWrapper(element, classes, outDir));
  }
  for (const { declaration } of elements) {
    files.set(`${outDir}/api/${declaration.tagName}.json`, JSON.stringify(apiSlice(declaration), null, 2) + '\n');
  }
  files.set(`${outDir}/index.ts`, renderIndex(elements));
  files.set(`${outDir}/jsx.d.ts`, renderJsx(elements, classes, outDir));
  return files;
}

/** Whether a file's text carries the generated header (a first comment line, or a JSON file's first key). */
export function isGenerated(rel, text) {
  if (/\.tsx?$/.test(rel)) return text.startsWith(HEADER);
  if (/\.json$/.test(rel))
    return text.startsWith(`{\n  ${JSON.stringify(JSON_HEADER_KEY)}: ${JSON.stringify(JSON_HEADER_TEXT)}`);
  return false;
}

/** Every file under `dir` (relative to the repository, posix), sub-folders included. */
export function filesUnder(dir) {
  const abs = path.resolve(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap(entry => {
    const rel = `${posix(dir)}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel);
    return entry.isFile() ? [rel] : [];
  });
}

/** Generated files in `dir` and its sub-folders (by their header) that `files` no longer lists. */
export function staleFiles(dir, files) {
  return filesUnder(dir)
    .filter(rel => !files.has(rel))
    .filter(rel => isGenerated(rel, readFileSync(path.resolve(ROOT, rel), 'utf8')));
}

function parseArgs(argv) {
  const args = { manifest: 'custom-elements.json', out: 'react-app/ds', dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--manifest') args.manifest = argv[++i];
    else if (arg === '--out') args.out = argv[++i];
    else throw new Error(`Unknown option ${arg}`);
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const manifest = JSON.parse(readFileSync(path.resolve(ROOT, args.manifest), 'utf8'));
  const out = posix(args.out).replace(/\/$/, '');
  const files = renderWrappers(manifest, { outDir: out });
  if (args.dryRun) {
    process.stdout.write(JSON.stringify(Object.fromEntries(files), null, 2) + '\n');
    return;
  }
  mkdirSync(path.resolve(ROOT, out), { recursive: true });
  for (const rel of staleFiles(out, files)) rmSync(path.resolve(ROOT, rel));
  for (const [rel, text] of files) {
    const abs = path.resolve(ROOT, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    if (!existsSync(abs) || readFileSync(abs, 'utf8') !== text) writeFileSync(abs, text);
  }
  console.log(`make-react-wrappers: ${files.size} files in ${out}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
