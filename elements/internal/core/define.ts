import { PACKAGE_NAME, VERSION } from './version.js';

/**
 * Where an element class keeps the version of the copy of the library that defined it. A global symbol,
 * so that a second copy of the library (another version, or the CDN bundle next to the npm module) reads it.
 */
export const VERSION_KEY = Symbol.for('dotline.version');

/**
 * Registers `element` as `tag`, after the elements it renders (its `static dependencies`, each under its
 * own tag unless that tag is taken). When another class already holds the tag (the page loaded the library
 * twice), the first one stays and this copy only warns: a throwing import would break the page, and
 * prefixed tags would make the markup depend on which copy loaded first. Defining the same class again is
 * a no-op.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  // Through a local name: the manifest analyzer reads any `customElements.define(a, b)` call as a definition.
  const registry = customElements;
  const { dependencies } = element as { dependencies?: Record<string, CustomElementConstructor> };
  for (const [dependencyTag, dependency] of Object.entries(dependencies ?? {}))
    if (!registry.get(dependencyTag)) defineElement(dependencyTag, dependency);
  const versioned = element as CustomElementConstructor & { [VERSION_KEY]?: string };
  versioned[VERSION_KEY] = VERSION;
  const existing = registry.get(tag) as typeof versioned | undefined;
  if (!existing) registry.define(tag, element);
  else if (existing !== element)
    console.warn(
      `${tag}: already defined by ${existing[VERSION_KEY] ? `${PACKAGE_NAME} ${existing[VERSION_KEY]}` : 'an unknown version'}; this copy (${PACKAGE_NAME} ${VERSION}) is not registered and the page keeps using the first.`,
    );
}
