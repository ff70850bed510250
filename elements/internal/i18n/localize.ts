/**
 * The words of every element in every language, and the language an element speaks.
 *
 * A language is a translation registered once for the page (`registerTranslation`); each ships as
 * its own module that registers itself on import (`translations/de.js`). An element that renders
 * words holds a `LocalizeController`: its language is the nearest `lang` (its own, else the closest
 * ancestor's, crossing shadow roots up through their hosts, else `<html lang>`), and a lookup falls
 * back region → language → English per key (`de-CH` → `de` → `en`). Changing a `lang` or `dir`
 * anywhere in the document, or registering a translation, renders the elements again. Numbers
 * follow the same `lang` through `Intl` (`locale()`).
 *
 * Nothing runs at module load: the one MutationObserver starts with the first connected element,
 * so the module loads under Lit's SSR, where an element reads only its own `lang` attribute.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { PartialTranslation, TranslationGroups } from '../../translations/en.js';
import { resolveStrings, textOf } from './strings.js';

export type { PartialTranslation, Translation, TranslationGroups } from '../../translations/en.js';

/** A group of words: one element's (`modal`, `select`, …). */
export type TranslationGroupName = keyof TranslationGroups;

/** What every translation says of itself. */
export interface TranslationMeta {
  /** Its BCP 47 language tag (`de`, `de-CH`, `ar`). */
  $code: string;
  /** The language's name in itself (`Deutsch`). */
  $name: string;
  /** Its writing direction. */
  $dir: 'ltr' | 'rtl';
}

type StoredTranslation = { $code: string; $name: string; $dir: 'ltr' | 'rtl' } & Record<string, unknown>;

/**
 * The registry, kept once per page under a global symbol: a translation module and the elements
 * may come from different copies of this module (a CDN's `ds.js` bundle beside its
 * `translations/de.js`, or the library loaded twice), and must still share one set of words.
 */
interface Registry {
  translations: Map<string, StoredTranslation>;
  /** Looked-up groups per language, dropped when a translation is registered. */
  lookups: Map<string, Record<string, string>>;
  controllers: Set<LocalizeController>;
  observer?: MutationObserver;
}
const REGISTRY = Symbol.for('@dotline/elements:translations');
const registry: Registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= {
  translations: new Map(),
  lookups: new Map(),
  controllers: new Set(),
});
const { translations, lookups, controllers } = registry;

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A valid BCP 47 tag, lower-cased (the registry's key), or `''`. */
function codeOf(tag: unknown): string {
  if (typeof tag !== 'string' || !tag.trim()) return '';
  try {
    return (Intl.getCanonicalLocales(tag.trim())[0] ?? '').toLowerCase();
  } catch {
    return ''; // RangeError: not a language tag
  }
}

/**
 * Adds languages, or words to a language already there (merged per group and key, so a page may
 * change one word: `registerTranslation({ $code: 'de', $name: 'Deutsch', $dir: 'ltr', modal: { close: 'Zu' } })`).
 * A translation without a valid `$code`, and entries that are not words, are ignored. Elements on
 * the page render again in the new words.
 */
export function registerTranslation(...list: PartialTranslation[]): void {
  let changed = false;
  for (const t of list as unknown[]) {
    if (!isGroup(t)) continue;
    const code = codeOf(t.$code);
    if (!code) continue;
    const old = translations.get(code);
    const next: StoredTranslation = {
      ...old,
      $code: String(t.$code).trim(),
      $name: typeof t.$name === 'string' && t.$name.trim() ? t.$name : (old?.$name ?? String(t.$code)),
      $dir: t.$dir === 'rtl' || t.$dir === 'ltr' ? t.$dir : (old?.$dir ?? 'ltr'),
    };
    for (const [group, words] of Object.entries(t)) {
      if (group.startsWith('$') || !isGroup(words)) continue;
      const kept = isGroup(old?.[group]) ? (old[group] as Record<string, unknown>) : {};
      next[group] = { ...kept, ...words };
    }
    translations.set(code, next);
    changed = true;
  }
  if (!changed) return;
  lookups.clear();
  for (const c of controllers) c.host.requestUpdate();
}

/** The registered translation of a tag (exact, then its language), e.g. for its `$name` or `$dir`. */
export function translationOf(lang: string): Readonly<StoredTranslation> | undefined {
  const code = codeOf(lang);
  return translations.get(code) ?? translations.get(code.split('-')[0]!);
}

/**
 * `english` (an element's own English words) in `lang`: each key from the region's translation,
 * else the language's, else a registered English one, else the English given. Non-words (empty,
 * not a string) are skipped.
 */
export function lookupStrings<T extends Record<string, string>>(lang: string, group: string, english: T): T {
  const code = codeOf(lang);
  const key = `${code}\u0000${group}`;
  const cached = lookups.get(key);
  if (cached) return cached as T;
  const primary = code.split('-')[0]!;
  const chain = [...new Set([code, primary, 'en'])].map(c => translations.get(c)?.[group]).filter(isGroup);
  const result: Record<string, string> = { ...english };
  for (const k of Object.keys(english)) {
    for (const words of chain) {
      const word = words[k];
      if (typeof word === 'string' && word.trim() !== '') {
        result[k] = word;
        break;
      }
    }
  }
  lookups.set(key, result);
  return result as T;
}

/**
 * The nearest value of an attribute (`lang`, `dir`): the element's own, else the closest
 * ancestor's, crossing shadow roots up through their hosts; `''` when none has one. On a server
 * (no document) only the element's own.
 */
export function nearestAttribute(element: Element, name: 'lang' | 'dir'): string {
  if (isServer) return element.getAttribute?.(name)?.trim() ?? '';
  let node: Node | null = element;
  while (node) {
    const value = (node as Element).getAttribute?.(name)?.trim();
    if (value) return value;
    node = (node as Element).parentElement ?? (node.parentNode as ShadowRoot | null)?.host ?? null;
  }
  return '';
}

/** Whether `node` is `element` or one of its ancestors, crossing shadow roots up through their hosts. */
function encloses(node: Node, element: Element): boolean {
  for (
    let n: Node | null = element;
    n;
    n = (n as Element).parentElement ?? (n.parentNode as ShadowRoot | null)?.host ?? null
  )
    if (n === node) return true;
  return false;
}

/** The nearest `lang` of an element (`''` when none is set). */
export function nearestLang(element: Element): string {
  return nearestAttribute(element, 'lang');
}

/**
 * The locale an element formats numbers in: its own `locale` when set, else its nearest `lang`,
 * else the browser's (undefined).
 */
export function localeOf(element: Element, own?: unknown): string | undefined {
  return textOf(own).trim() || nearestLang(element) || undefined;
}

/** An element's words of `group` in its nearest language, with `overrides` (its `strings`) on top. */
export function localizedStrings<T extends Record<string, string>>(
  element: Element,
  group: TranslationGroupName,
  english: T,
  overrides?: unknown,
): T {
  return resolveStrings(lookupStrings(nearestLang(element), group, english), overrides);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `value` in the locale's digits and grouping (an invalid locale: the browser's). */
export function formatNumber(
  value: number,
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale || undefined, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options);
    }
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Gives an element its language: `strings()` for its words, `locale()` for `Intl`, `dir()`. Renders
 * the host again when its nearest `lang` or `dir` changes or a translation is registered.
 *
 * ```ts
 * #localize = new LocalizeController(this);
 * render() { const strings = this.#localize.strings('modal', modalStrings, this.strings); … }
 * ```
 */
export class LocalizeController implements ReactiveController {
  readonly host: ReactiveControllerHost & Element;
  #lang = '';
  #dir = '';
  /**
   * Whether `#lang` and `#dir` were read since the host connected. They are read on first use, not at
   * connect: many hosts never ask (a progress bar with a label of its own), and the two walks up the
   * tree per element were a twentieth of a page of 500 bars' script time (bench:progress).
   */
  #known = false;

  constructor(host: ReactiveControllerHost & Element) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    controllers.add(this);
    this.#known = false;
    if (!registry.observer && typeof MutationObserver === 'function' && typeof document !== 'undefined') {
      // refreshes the controllers of every copy of this module (they share `controllers`)
      registry.observer = new MutationObserver(records => {
        for (const c of controllers) c.refresh(records);
      });
      registry.observer.observe(document, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true });
    }
  }

  hostDisconnected(): void {
    controllers.delete(this);
  }

  /**
   * Reads the nearest `lang` and `dir` again; renders the host when either changed. Not read yet (the
   * values before the change are unknown): renders the host when one of the changed elements (`records`'
   * targets; without them, any) is the host or above it, crossing shadow roots.
   */
  refresh(records?: readonly MutationRecord[]): void {
    if (!this.#known) {
      this.#read();
      if (!records || records.some(record => encloses(record.target, this.host))) this.host.requestUpdate();
      return;
    }
    const [lang, dir] = [this.#lang, this.#dir];
    this.#read();
    if (lang !== this.#lang || dir !== this.#dir) this.host.requestUpdate();
  }

  #read(): void {
    this.#lang = nearestLang(this.host);
    this.#dir = nearestAttribute(this.host, 'dir');
    this.#known = true;
  }

  /** The nearest `lang` (`''` when none is set: English words, the browser's numbers). */
  lang(): string {
    if (isServer || !controllers.has(this)) return nearestLang(this.host);
    if (!this.#known) this.#read();
    return this.#lang;
  }

  /** The locale for `Intl`: `own` (an element's `locale` property) when set, else `lang()`, else the browser's. */
  locale(own?: unknown): string | undefined {
    return textOf(own).trim() || this.lang() || undefined;
  }

  /** The host's words of `group` in its language, with `overrides` (its `strings` property) on top. */
  strings<T extends Record<string, string>>(group: TranslationGroupName, english: T, overrides?: unknown): T {
    return resolveStrings(lookupStrings(this.lang(), group, english), overrides);
  }

  /** A number in the host's locale (see `locale()`). */
  number(value: number, options?: Intl.NumberFormatOptions, own?: unknown): string {
    return formatNumber(value, this.locale(own), options);
  }
}
