import { describe, expect, it } from 'vitest';
import { TABS_DEFAULTS, tabsCode } from './tabs-demo';

describe('tabs playground code', () => {
  it('shows icons for tiles and bottom tabs and leaves the element defaults out', () => {
    const tiles = tabsCode(TABS_DEFAULTS);
    expect(tiles.html).toContain('<ds-tabs appearance="tiles" label="Sections">');
    expect(tiles.html).toContain('<ds-icon slot="icon" name="home"></ds-icon>');
    const nav = tabsCode({ appearance: 'nav', activation: 'manual' });
    expect(nav.html).toContain('<ds-tabs activation="manual" label="Sections">');
    expect(nav.html).not.toContain('ds-icon');
    expect(nav.react).toContain('onDsTabShow={event => console.log(event.detail.name)}');
    expect(nav.react).toContain("import { DsTab, DsTabPanel, DsTabs } from './ds';");
  });
});
