// Minifies the CSS of Lit's css`…` literals in the elements' source at build time, so the shipped
// bundles (the site's, dist/elements/ds.js, and bench/'s) carry no comments or indentation in
// their stylesheets. The site's build, the one-script-tag bundle and the benchmark all use it;
// the element tests run the source as written.

const SPACE = /\s/;
/** No space is needed next to these (outside strings). */
const TIGHT = new Set(['{', '}', ';']);

/**
 * Removes comments and collapses white space in CSS text. Quoted strings and escapes stay as they
 * are; a run of white space (comments included) becomes one space, or none next to `{`, `}`, `;`.
 * `trim` drops white space at the start and the end too (not next to an interpolation, where the
 * space may separate two values).
 * @param {string} text
 * @param {{ trimStart?: boolean, trimEnd?: boolean }} [trim]
 * @returns {string}
 */
export function minifyCss(text, { trimStart = true, trimEnd = true } = {}) {
  let out = '';
  let pendingSpace = false;
  const emit = chunk => {
    if (pendingSpace && !TIGHT.has(chunk[0]) && !TIGHT.has(out.at(-1)) && (out !== '' || !trimStart)) out += ' ';
    pendingSpace = false;
    out += chunk;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      pendingSpace = true;
    } else if (SPACE.test(c)) {
      pendingSpace = true;
      i++;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      emit(text.slice(i, j + 1));
      i = j + 1;
    } else if (c === '\\') {
      emit(text.slice(i, i + 2));
      i += 2;
    } else {
      emit(c);
      i++;
    }
  }
  if (pendingSpace && !trimEnd && out !== '') out += ' ';
  return out;
}

/**
 * The body of a template literal split into its text and its `${…}` interpolations (kept whole,
 * nested braces included).
 * @param {string} body
 * @returns {{ text: string[], expressions: string[] }}
 */
function splitTemplate(body) {
  const text = [];
  const expressions = [];
  let start = 0;
  let i = 0;
  while (i < body.length) {
    if (body[i] === '\\') {
      i += 2;
      continue;
    }
    if (body[i] === '$' && body[i + 1] === '{') {
      text.push(body.slice(start, i));
      let depth = 0;
      let j = i + 1;
      for (; j < body.length; j++) {
        if (body[j] === '{') depth++;
        else if (body[j] === '}' && --depth === 0) break;
      }
      expressions.push(body.slice(i, j + 1));
      start = i = j + 1;
      continue;
    }
    i++;
  }
  text.push(body.slice(start));
  return { text, expressions };
}

/**
 * Rewrites every css`…` literal of a module's source with its CSS minified; the rest of the source
 * is unchanged. A literal whose interpolations hold a backtick is left alone.
 * @param {string} source
 * @returns {string}
 */
export function minifyCssLiterals(source) {
  return source.replace(/\bcss`((?:[^`\\]|\\[\s\S])*)`/g, (whole, body) => {
    const { text, expressions } = splitTemplate(body);
    const last = text.length - 1;
    let out = '';
    text.forEach((part, index) => {
      out += minifyCss(part, { trimStart: index === 0, trimEnd: index === last });
      if (index < last) out += expressions[index];
    });
    return `css\`${out}\``;
  });
}

/** Which modules get their css`…` literals minified: the elements' own TypeScript, tests excluded. */
export const elementSource = /[\\/]elements[\\/](?!.*\.test\.ts$).*\.ts$/;

/** The esbuild plugin of the same (bench/): `plugins: [minifyCssLiteralsEsbuildPlugin()]`. */
export function minifyCssLiteralsEsbuildPlugin() {
  return {
    name: 'minify-css-literals',
    setup(build) {
      // esbuild's filters are Go regular expressions (no lookahead): the full test is in the callback.
      // node:fs is imported here, not at the top: the element tests load this module in browsers.
      build.onLoad({ filter: /[\\/]elements[\\/].*\.ts$/ }, async args =>
        elementSource.test(args.path)
          ? {
              contents: minifyCssLiterals(await (await import('node:fs/promises')).readFile(args.path, 'utf8')),
              loader: 'ts',
            }
          : undefined,
      );
    },
  };
}

/** The Vite (Rollup) plugin of the same: `plugins: [minifyCssLiteralsPlugin()]`. */
export function minifyCssLiteralsPlugin() {
  return {
    name: 'minify-css-literals',
    enforce: 'pre',
    transform(code, id) {
      if (!elementSource.test(id.split('?')[0]) || !code.includes('css`')) return null;
      return { code: minifyCssLiterals(code), map: null };
    },
  };
}
