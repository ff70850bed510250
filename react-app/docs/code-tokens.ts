// A small hand-written tokenizer for the code samples: HTML (with its <script> and <style>), JSX/TSX,
// CSS and JSON. Pure and forgiving: malformed input (an unclosed tag, string or comment) is still
// split, nothing throws, and the tokens' texts joined are always exactly the input.

export type CodeLanguage = 'html' | 'jsx' | 'css' | 'json';

/** What a piece of code is; `text` is everything left uncoloured (spaces, names, element text). */
export type TokenType = 'tag' | 'attr' | 'string' | 'punct' | 'comment' | 'keyword' | 'property' | 'value' | 'text';

export interface CodeToken {
  type: TokenType;
  text: string;
  /** On an attribute's value (quoted or not): the attribute's name. */
  attr?: string;
}

const KEYWORDS = new Set(
  (
    'as async await break case catch class const continue default delete do else enum export extends finally for ' +
    'from function if implements import in instanceof interface let new of return static switch this throw try type ' +
    'typeof var void while yield'
  ).split(' '),
);
const LITERALS = new Set(['true', 'false', 'null', 'undefined']);
/** Deeper nesting than this is left as plain text, so a hostile input cannot exhaust the stack. */
const MAX_DEPTH = 100;

const SPACE = /\s+/y;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const NUMBER = /\.?\d[\w.]*/y;
const TAG_NAME = /[A-Za-z][\w.:-]*/y;
const ATTR_NAME = /[^\s"'<>/={}]+/y;
const UNQUOTED = /[^\s>]+/y;
const CSS_NAME = /-?-?[A-Za-z_][\w-]*/y;
const CSS_WORD = /[^\s;,(){}'"/!]+/y;
const SELECTOR = /[^\s{},;'"/]+/y;
const BLOCK_END = /[;{}]/g;
const AT_RULE = /@[\w-]*/y;
const PRELUDE_WORD = /[^\s;,(){}'"/:]+/y;
const OPERATOR = /[=!>+\-*%&|^~?.]+/y;

class Scanner {
  readonly out: CodeToken[] = [];
  i = 0;
  depth = 0;
  constructor(readonly src: string) {}

  get done(): boolean {
    return this.i >= this.src.length;
  }
  at(text: string, offset = 0): boolean {
    return this.src.startsWith(text, this.i + offset);
  }
  char(offset = 0): string {
    return this.src.charAt(this.i + offset);
  }
  /** The end of a sticky `pattern`'s match at the current position, or -1. */
  match(pattern: RegExp): number {
    pattern.lastIndex = this.i;
    return pattern.test(this.src) ? pattern.lastIndex : -1;
  }
  /** Where `text` next starts (from `offset` on), or the end of the input. */
  find(text: string, offset = 0): number {
    const at = this.src.indexOf(text, this.i + offset);
    return at < 0 ? this.src.length : at;
  }
  /** The index just after the next `text`, or the end of the input when it never comes. */
  after(text: string, offset = 0): number {
    const at = this.src.indexOf(text, this.i + offset);
    return at < 0 ? this.src.length : at + text.length;
  }
  /** Emits the text up to `end` (at least one character) as a token of `type`. */
  push(type: TokenType, end: number, attr?: string): void {
    const to = Math.min(Math.max(end, this.i + 1), this.src.length);
    const text = this.src.slice(this.i, to);
    this.i = to;
    const last = this.out[this.out.length - 1];
    if (type === 'text' && last?.type === 'text') last.text += text;
    else this.out.push(attr === undefined ? { type, text } : { type, text, attr });
  }
  /** The last token that is not white space. */
  lastSignificant(): CodeToken | undefined {
    for (let k = this.out.length - 1; k >= 0; k--) if (this.out[k]!.text.trim()) return this.out[k];
    return undefined;
  }
  /** The first character that is not white space at or after `from`. */
  nextVisible(from: number): string {
    SPACE.lastIndex = from;
    return this.src.charAt(SPACE.test(this.src) ? SPACE.lastIndex : from);
  }
  space(): boolean {
    const end = this.match(SPACE);
    if (end < 0) return false;
    this.push('text', end);
    return true;
  }
  /** A quoted string from the current quote to its closing one; an unclosed string ends at the line's end (JS) or the input's. */
  quoted(type: TokenType = 'string', attr?: string, lineOnly = false): void {
    const quote = this.char();
    let k = this.i + 1;
    while (k < this.src.length) {
      const c = this.src[k]!;
      if (c === quote) {
        k++;
        break;
      }
      if (lineOnly && c === '\n') break;
      k += lineOnly && c === '\\' ? 2 : 1;
    }
    this.push(type, k, attr);
  }
}

/** Splits `code` into coloured tokens; joined, their texts are `code`. */
export function tokenize(code: string, language: CodeLanguage): CodeToken[] {
  const s = new Scanner(code);
  if (language === 'html') html(s);
  else if (language === 'css') css(s);
  else js(s, { jsx: language === 'jsx', json: language === 'json' });
  // Whatever a scanner left (it stops at a stray closing brace, say) stays as text.
  if (!s.done) s.push('text', code.length);
  return s.out;
}

function html(s: Scanner): void {
  while (!s.done) {
    if (s.at('<!--')) s.push('comment', s.after('-->', 4));
    else if (s.char() === '<' && /[A-Za-z!/]/.test(s.char(1))) {
      const tag = element(s, false);
      if (tag?.open && /^script$/i.test(tag.name)) js(s, { jsx: false, stop: () => s.at('</') });
      else if (tag?.open && /^style$/i.test(tag.name)) css(s, () => s.at('</'));
    } else s.push('text', s.find('<', 1));
  }
}

interface Tag {
  name: string;
  /** An opening tag that was closed with `>`: its content follows. */
  open: boolean;
}

/** A start or end tag from its `<` to its `>` (or wherever it breaks off). */
function element(s: Scanner, jsx: boolean): Tag | undefined {
  const closing = s.at('</');
  s.push('punct', s.i + (closing || s.at('<!') ? 2 : 1));
  const nameEnd = s.match(TAG_NAME);
  const name = nameEnd < 0 ? '' : s.src.slice(s.i, nameEnd);
  if (name) s.push('tag', nameEnd);
  let attr = '';
  while (!s.done) {
    if (s.space()) continue;
    const c = s.char();
    if (c === '>') {
      s.push('punct', s.i + 1);
      return { name, open: !closing };
    }
    if (s.at('/>')) {
      s.push('punct', s.i + 2);
      return { name, open: false };
    }
    if (c === '<') return undefined; // an unclosed tag: the next one starts here
    if (c === '=') {
      s.push('punct', s.i + 1);
      s.space();
      const v = s.char();
      if (v === '"' || v === "'") s.quoted('string', attr);
      else if (jsx && v === '{') expression(s);
      else if (v && v !== '>') s.push('string', s.match(UNQUOTED), attr);
      continue;
    }
    if (jsx && c === '{') {
      expression(s);
      continue;
    }
    const nameEnd = s.match(ATTR_NAME);
    if (nameEnd > 0) {
      attr = s.src.slice(s.i, nameEnd);
      s.push('attr', nameEnd);
    } else s.push('punct', s.i + 1);
  }
  return undefined;
}

/** A JSX element with its children, up to its end tag. */
function jsxElement(s: Scanner): void {
  if (s.depth >= MAX_DEPTH) return s.push('text', s.src.length);
  s.depth++;
  const tag = s.char(1) === '>' ? (s.push('punct', s.i + 2), { name: '', open: true }) : element(s, true);
  while (tag?.open && !s.done) {
    if (s.at('</')) {
      element(s, true);
      break;
    }
    if (s.char() === '<' && /[A-Za-z>]/.test(s.char(1))) jsxElement(s);
    else if (s.char() === '{') expression(s);
    else {
      const next = Math.min(s.find('<', 1), s.find('{', 1));
      s.push('text', next);
    }
  }
  s.depth--;
}

/** `{…}` in JSX: JavaScript up to the matching brace. */
function expression(s: Scanner): void {
  if (s.depth >= MAX_DEPTH) return s.push('text', s.src.length);
  s.depth++;
  s.push('punct', s.i + 1);
  js(s, { jsx: true, inBraces: true });
  if (s.char() === '}') s.push('punct', s.i + 1);
  s.depth--;
}

interface JsOptions {
  jsx: boolean;
  json?: boolean;
  /** Stops before the `}` that closes the braces it started in. */
  inBraces?: boolean;
  /** Stops where this says (a `</script>`). */
  stop?: () => boolean;
}

/** Can an expression (and so a JSX element) start after this token? */
function expressionMayStart(token: CodeToken | undefined): boolean {
  if (!token) return true;
  if (token.type === 'keyword') return true;
  if (token.type === 'punct') return !/[)\]]$/.test(token.text);
  return token.type === 'comment';
}

function js(s: Scanner, options: JsOptions): void {
  let braces = 0;
  while (!s.done && !options.stop?.()) {
    if (s.space()) continue;
    const c = s.char();
    if (s.at('//')) s.push('comment', s.find('\n'));
    else if (s.at('/*')) s.push('comment', s.after('*/', 2));
    else if (c === '"' || c === "'") {
      const start = s.out.length;
      s.quoted('string', undefined, true);
      // A JSON key, or a quoted key of an object literal.
      if (options.json && s.nextVisible(s.i) === ':') s.out[start]!.type = 'property';
    } else if (c === '`') s.quoted('string');
    else if (s.match(NUMBER) > 0) s.push('value', s.match(NUMBER));
    else if (s.match(IDENTIFIER) > 0) {
      const end = s.match(IDENTIFIER);
      const word = s.src.slice(s.i, end);
      const before = s.lastSignificant();
      const key = before?.type === 'punct' && /[{,]$/.test(before.text) && s.nextVisible(end) === ':';
      s.push(LITERALS.has(word) ? 'value' : KEYWORDS.has(word) ? 'keyword' : key ? 'property' : 'text', end);
    } else if (c === '{') {
      braces++;
      s.push('punct', s.i + 1);
    } else if (c === '}') {
      if (options.inBraces && braces === 0) return;
      braces--;
      s.push('punct', s.i + 1);
    } else if (options.jsx && c === '<' && /[A-Za-z>]/.test(s.char(1)) && expressionMayStart(s.lastSignificant()))
      jsxElement(s);
    else s.push('punct', s.match(OPERATOR));
  }
}

function css(s: Scanner, stop?: () => boolean): void {
  let depth = 0;
  while (!s.done && !stop?.()) {
    if (s.space()) continue;
    const c = s.char();
    if (s.at('/*')) s.push('comment', s.after('*/', 2));
    else if (c === '"' || c === "'") s.quoted();
    else if (c === '{') {
      depth++;
      s.push('punct', s.i + 1);
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
      s.push('punct', s.i + 1);
    } else if (c === '@') atRule(s, stop);
    else if (depth > 0 && isDeclaration(s)) declaration(s, stop);
    else if (s.match(SELECTOR) > 0) s.push('tag', s.match(SELECTOR));
    else s.push('punct', s.i + 1);
  }
}

/** `@media (…)`: the at-keyword, then its prelude up to the block or the `;`. */
function atRule(s: Scanner, stop?: () => boolean): void {
  s.push('keyword', s.match(AT_RULE));
  while (!s.done && !stop?.()) {
    if (s.space()) continue;
    const c = s.char();
    if (c === '{' || c === ';' || c === '}') return;
    if (s.at('/*')) s.push('comment', s.after('*/', 2));
    else if (c === '"' || c === "'") s.quoted();
    else if (/[(),:/]/.test(c)) s.push('punct', s.i + 1);
    else s.push('value', s.match(PRELUDE_WORD));
  }
}

/** Inside a block, `name:` before any `;`, `{` or `}` starts a declaration (else it is a nested rule's selector). */
function isDeclaration(s: Scanner): boolean {
  const end = s.match(CSS_NAME);
  if (end < 0 || s.nextVisible(end) !== ':') return false;
  BLOCK_END.lastIndex = end;
  return BLOCK_END.exec(s.src)?.[0] !== '{';
}

/** `property: value;` with the value up to its `;` or the block's `}`. */
function declaration(s: Scanner, stop?: () => boolean): void {
  s.push('property', s.match(CSS_NAME));
  s.space();
  if (s.char() === ':') s.push('punct', s.i + 1);
  let parens = 0;
  while (!s.done && !stop?.()) {
    if (s.space()) continue;
    const c = s.char();
    if (c === ';' || c === '}' || c === '{') return;
    if (s.at('/*')) s.push('comment', s.after('*/', 2));
    else if (c === '"' || c === "'") s.quoted();
    else if (c === '!') s.push('keyword', s.match(/!\s*[A-Za-z]*/y));
    else if (c === '(' || c === ')' || c === ',' || c === '/') {
      parens += c === '(' ? 1 : c === ')' ? -1 : 0;
      s.push('punct', s.i + 1);
    } else if (s.at('--') && parens > 0) s.push('property', s.match(CSS_WORD));
    else s.push('value', s.match(CSS_WORD));
  }
}
