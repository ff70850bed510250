import { useId, useState } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTab } from '../../../ds/DsTab';
import { DsTabPanel } from '../../../ds/DsTabPanel';
import { DsTabs } from '../../../ds/DsTabs';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { ReadoutValue } from '../../../docs/ReadoutValue';

/** Tiles: a choice between a few large options, each with an icon. */
export function TilesDemo() {
  return (
    <DemoSection title="Tiles" description="Large targets with an icon above the label, for a few top-level choices.">
      <DsTabs className="nv-tabs" appearance="tiles" label="Weather">
        <DsTab panel="sun">
          <DsIcon slot="icon" name="sun" size={24} />
          Sunny
        </DsTab>
        <DsTab panel="cloud">
          <DsIcon slot="icon" name="cloud" size={24} />
          Cloudy
        </DsTab>
        <DsTab panel="rain">
          <DsIcon slot="icon" name="cloud-rain" size={24} />
          Rain
        </DsTab>
        <DsTabPanel name="sun" className="nv-panel">
          Clear skies until the evening, 24 °C.
        </DsTabPanel>
        <DsTabPanel name="cloud" className="nv-panel">
          Overcast, with a light breeze from the west.
        </DsTabPanel>
        <DsTabPanel name="rain" className="nv-panel">
          Showers from noon; take an umbrella.
        </DsTabPanel>
      </DsTabs>
    </DemoSection>
  );
}

/** The pills and what each one's panel says; Archived is disabled. */
const PILLS = [
  { name: 'all', label: 'All', text: 'Twelve projects.' },
  { name: 'active', label: 'Active', text: 'Five projects in progress.' },
  { name: 'archived', label: 'Archived', text: 'Nothing archived.', disabled: true },
  { name: 'shared', label: 'Shared', text: 'Three projects shared with you.' },
] as const;

/** Pills: compact filters; the `ds-tab-show` event tells which one was chosen. */
export function PillsDemo() {
  const id = useId();
  const [shown, setShown] = useState<string>(PILLS[0].name);
  return (
    <DemoSection
      title="Pills"
      description="Compact, rounded tabs for filters; one is disabled and the arrow keys skip it."
    >
      <DsTabs
        id={id}
        className="nv-tabs"
        appearance="pills"
        label="Projects"
        value={shown}
        onDsTabShow={e => setShown(e.detail.name)}
      >
        {PILLS.map(pill => (
          <DsTab key={pill.name} panel={pill.name} disabled={'disabled' in pill && pill.disabled}>
            {pill.label}
          </DsTab>
        ))}
        {PILLS.map(pill => (
          <DsTabPanel key={pill.name} name={pill.name} className="nv-panel">
            {pill.text}
          </DsTabPanel>
        ))}
      </DsTabs>
      <LiveValue label="Tab shown">
        <ReadoutValue of={id} state={{ chosen: PILLS.filter(p => p.name === shown).map(p => p.label) }} />
      </LiveValue>
    </DemoSection>
  );
}

/** Horizontal navigation: sections of one page under an underline indicator. */
export function NavDemo() {
  return (
    <DemoSection
      title="Horizontal navigation"
      description="Sections of one view in a row, the selected one underlined."
    >
      <DsTabs className="nv-tabs" appearance="nav" label="Account">
        <DsTab panel="profile">Profile</DsTab>
        <DsTab panel="security">Security</DsTab>
        <DsTab panel="billing">Billing</DsTab>
        <DsTab panel="alerts">Notifications</DsTab>
        <DsTabPanel name="profile" className="nv-panel">
          Name, photo and the bio others see.
        </DsTabPanel>
        <DsTabPanel name="security" className="nv-panel">
          Password and two-step sign-in.
        </DsTabPanel>
        <DsTabPanel name="billing" className="nv-panel">
          Plan, invoices and payment method.
        </DsTabPanel>
        <DsTabPanel name="alerts" className="nv-panel">
          Which emails and alerts you get.
        </DsTabPanel>
      </DsTabs>
    </DemoSection>
  );
}

/** Bottom tabs: an app's main sections at the bottom of a phone-sized frame. */
export function BottomDemo() {
  return (
    <DemoSection
      title="Bottom tabs"
      description="A phone app’s main sections: icon above label, the bar under the content."
    >
      <div className="nv-phone">
        <DsTabs className="nv-tabs" appearance="bottom" label="App sections">
          <DsTab panel="feed">
            <DsIcon slot="icon" name="home" size={22} />
            Home
          </DsTab>
          <DsTab panel="find">
            <DsIcon slot="icon" name="search" size={22} />
            Search
          </DsTab>
          <DsTab panel="saved">
            <DsIcon slot="icon" name="bookmark" size={22} />
            Saved
          </DsTab>
          <DsTab panel="me">
            <DsIcon slot="icon" name="user" size={22} />
            Profile
          </DsTab>
          <DsTabPanel name="feed" className="nv-panel nv-panel--app">
            Good morning! Two new posts from people you follow.
          </DsTabPanel>
          <DsTabPanel name="find" className="nv-panel nv-panel--app">
            Search people, tags and places.
          </DsTabPanel>
          <DsTabPanel name="saved" className="nv-panel nv-panel--app">
            Four saved posts.
          </DsTabPanel>
          <DsTabPanel name="me" className="nv-panel nv-panel--app">
            Your profile and settings.
          </DsTabPanel>
        </DsTabs>
      </div>
    </DemoSection>
  );
}
