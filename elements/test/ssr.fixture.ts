// Test fixture for the server-rendering and hydration tests: the manifest's tags and Lit's server
// render. Import the elements (`./index.js`) after this module: `@lit-labs/ssr` installs the DOM
// shim they need in Node.
import { readFileSync } from 'node:fs';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';

interface Manifest {
  modules: { declarations?: { tagName?: string }[] }[];
}

/** Every tag of custom-elements.json. */
export const manifestTags: readonly string[] = (
  JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest
).modules.flatMap(m => (m.declarations ?? []).flatMap(d => (d.tagName ? [d.tagName] : [])));

/** A template (or any value Lit renders) as a server sends it: declarative shadow roots, hydration markers. */
export const renderOnServer = (value: unknown): string => collectResultSync(render(value));

/** `<tag>Text</tag>`, rendered on the server. */
export const renderTag = (tag: string): string => {
  const t = unsafeStatic(tag);
  return renderOnServer(staticHtml`<${t}>Text</${t}>`);
};
