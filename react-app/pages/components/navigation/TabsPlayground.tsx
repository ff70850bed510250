import { useRef, type ComponentRef } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsTab } from '../../../ds/DsTab';
import { DsTabPanel } from '../../../ds/DsTabPanel';
import { DsTabs } from '../../../ds/DsTabs';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import {
  APPEARANCE_LABELS,
  isAppearance,
  PLAYGROUND_TABS,
  TABS_DEFAULTS,
  tabsCode,
  type TabsSettings,
} from './tabs-demo';

const KEYS = [
  ['Tab', 'Into the tab list (the selected tab), then into the shown panel'],
  ['Left / Right', 'Previous / next tab, mirrored in right-to-left text; disabled tabs are skipped'],
  ['Home / End', 'First / last tab'],
  ['Enter / Space', 'Select the focused tab (manual activation)'],
] as const;

/** One ds-tabs in the appearance and activation the visitor picks, with its code and Reset. */
export function TabsPlayground() {
  const demo = useDemoState<TabsSettings>(TABS_DEFAULTS);
  const { appearance, activation } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsRadioGroup>>(null);

  return (
    <DemoSection
      title="Tabs playground"
      description="Pick an appearance and how a focused tab is selected; the tabs, their code and the keys stay the same."
      wide
    >
      <div className="playground nv-playground">
        <div className="playground__controls">
          <DsRadioGroup
            ref={firstControl}
            label="Appearance"
            value={appearance}
            onChange={e => {
              const value = e.currentTarget.value;
              if (isAppearance(value)) demo.set('appearance', value);
            }}
          >
            {Object.entries(APPEARANCE_LABELS).map(([value, label]) => (
              <DsRadio key={value} value={value}>
                {label}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <DsRadioGroup
            label="Activation"
            appearance="buttons"
            value={activation}
            onChange={e => demo.set('activation', e.currentTarget.value === 'manual' ? 'manual' : 'auto')}
          >
            <DsRadio value="auto">Automatic</DsRadio>
            <DsRadio value="manual">Manual</DsRadio>
          </DsRadioGroup>
        </div>
        <div className="playground__result">
          <div className="nv-frame" data-testid="tabs-preview">
            <DsTabs className="nv-tabs" appearance={appearance} activation={activation} label="Sections">
              {PLAYGROUND_TABS.map(tab => (
                <DsTab key={tab.name} panel={tab.name}>
                  {(appearance === 'tiles' || appearance === 'bottom') && (
                    <DsIcon slot="icon" name={tab.icon} size={22} />
                  )}
                  {tab.label}
                </DsTab>
              ))}
              {PLAYGROUND_TABS.map(tab => (
                <DsTabPanel key={tab.name} name={tab.name} className="nv-panel">
                  <strong>{tab.label}</strong>
                  <p>{tab.text}</p>
                </DsTabPanel>
              ))}
            </DsTabs>
          </div>
          <Snippet label="Tabs code" {...tabsCode(demo.values)} />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
