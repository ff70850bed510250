let loaded: Promise<unknown> | undefined;

/** Loads the home page's elements once (see home-elements.ts). */
export const loadHomeElements = () => (loaded ??= import('./home-elements'));
