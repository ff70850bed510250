import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';

export type TabsAppearance = 'tiles' | 'pills' | 'nav' | 'bottom';
export type TabsActivation = 'auto' | 'manual';

/** The playground's appearances, as the page names them. */
export const APPEARANCE_LABELS: Record<TabsAppearance, string> = {
  tiles: 'Tiles',
  pills: 'Pills',
  nav: 'Horizontal navigation',
  bottom: 'Bottom tabs',
};

export interface TabsSettings {
  appearance: TabsAppearance;
  activation: TabsActivation;
}

export const TABS_DEFAULTS: TabsSettings = { appearance: 'tiles', activation: 'auto' };

/** The playground's three sections: the tab's icon, label and what its panel says. */
export const PLAYGROUND_TABS = [
  { name: 'home', icon: 'home', label: 'Home', text: 'Your latest projects and what changed since yesterday.' },
  { name: 'search', icon: 'search', label: 'Search', text: 'Find components, tokens and pages by name.' },
  { name: 'settings', icon: 'settings', label: 'Settings', text: 'Theme, density and motion preferences.' },
] as const;

export const isAppearance = (value: unknown): value is TabsAppearance =>
  typeof value === 'string' && value in APPEARANCE_LABELS;

/** The playground's `<ds-tabs>` as the snippet shows it; the element's defaults are left out. */
export function tabsSnippet(settings: TabsSettings): SnippetElement {
  const withIcons = settings.appearance === 'tiles' || settings.appearance === 'bottom';
  return {
    tag: 'ds-tabs',
    attrs: {
      appearance: settings.appearance === 'nav' ? null : settings.appearance,
      activation: settings.activation === 'auto' ? null : settings.activation,
      label: 'Sections',
    },
    reactProps: { onDsTabShow: { code: 'event => console.log(event.detail.name)' } },
    children: [
      ...PLAYGROUND_TABS.map((tab): SnippetElement => ({
        tag: 'ds-tab',
        attrs: { panel: tab.name },
        children: withIcons ? [{ tag: 'ds-icon', attrs: { slot: 'icon', name: tab.icon } }, tab.label] : [tab.label],
      })),
      ...PLAYGROUND_TABS.map((tab): SnippetElement => ({
        tag: 'ds-tab-panel',
        attrs: { name: tab.name },
        children: ['…'],
      })),
    ],
  };
}

export function tabsCode(settings: TabsSettings): { html: string; react: string } {
  return snippetOf(tabsSnippet(settings), { lineLength: 80 });
}
