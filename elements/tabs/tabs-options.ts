/** The looks of `<ds-tabs>`, as the Bars & Tiles page shows them. */
export const tabsAppearances = ['nav', 'pills', 'tiles', 'bottom'] as const;
export type DsTabsAppearance = (typeof tabsAppearances)[number];

/** When a focused tab is selected: at once (`auto`, APG's recommendation) or on Enter/Space. */
export const tabsActivations = ['auto', 'manual'] as const;
export type DsTabsActivation = (typeof tabsActivations)[number];

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (value: unknown): T =>
    (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A known appearance, or `nav`. */
export const tabsAppearance = oneOf(tabsAppearances, 'nav');
/** A known activation, or `auto`. */
export const tabsActivation = oneOf(tabsActivations, 'auto');

/** The arrow key's step along the tab list: Right is next in LTR and previous in RTL. */
export function arrowStep(key: string, rtl: boolean): 1 | -1 | 0 {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}
