import { useId } from 'react';
import { DsCheckbox } from '../../../ds/DsCheckbox';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import type { DemoState } from '../../../docs/use-demo-state';
import type { Choices } from './choices';

/**
 * The code of a checkbox or switch as it is now: the `checked` attribute in HTML, `defaultChecked`
 * in React (the attribute is the initial state; the `checked` property is the live one).
 */
const choiceSnippet = (tag: 'ds-checkbox' | 'ds-switch', name: string, checked: boolean, label: string) =>
  snippetOf({
    tag,
    attrs: { name, checked },
    reactProps: { checked: undefined, defaultChecked: checked },
    children: [label],
  });

/** The keys of the choices that hold one checkbox or switch. */
type TwoState = 'newsletter' | 'report' | 'notifications' | 'remember';

/**
 * The props that bind a checkbox or switch to its choice: `checked` is the live state, the
 * `checked` attribute (`defaultChecked`) the default that Reset Form returns to.
 */
const bound = (choices: DemoState<Choices>, key: TwoState) => ({
  checked: choices.values[key],
  defaultChecked: choices.defaults[key],
  onChange: (event: { currentTarget: { checked: boolean } }) => choices.set(key, event.currentTarget.checked),
});

/** Classic, label-less, disabled and minimal checkboxes, and a toggle switch. */
export function CheckboxDemos({ choices }: { choices: DemoState<Choices> }) {
  const ids = { newsletter: useId(), report: useId(), notifications: useId(), remember: useId() };
  const { newsletter, report, notifications, remember } = choices.values;
  return (
    <>
      <DemoSection
        title="Classic checkbox"
        description="A square box with its label; the label is part of the click target."
      >
        <DsCheckbox id={ids.newsletter} name="newsletter" {...bound(choices, 'newsletter')}>
          Send me the monthly design notes
        </DsCheckbox>
        <LiveValue label="Newsletter">
          <ReadoutValue of={ids.newsletter} state={{ checked: newsletter }} on="Checked" off="Not checked" />
        </LiveValue>
        <Snippet
          label="Checkbox code"
          {...choiceSnippet('ds-checkbox', 'newsletter', newsletter, 'Send me the monthly design notes')}
        />
        <KeyboardNotes
          rows={[
            ['Tab', 'Focus the checkbox'],
            ['Space', 'Check or uncheck it'],
          ]}
        />
      </DemoSection>

      <DemoSection
        title="Label-less checkbox"
        description={
          <>
            No visible text of its own: <code>label</code> gives the box its accessible name, here “Select Quarterly
            report.pdf”.
          </>
        }
      >
        <div className="file-row">
          <DsCheckbox
            id={ids.report}
            name="select-report"
            label="Select Quarterly report.pdf"
            {...bound(choices, 'report')}
          />
          <span className="file-row__name">Quarterly report.pdf</span>
          <span className="file-row__size">2.4 MB</span>
        </div>
        <LiveValue label="Row">
          <ReadoutValue of={ids.report} state={{ checked: report }} on="Selected" off="Not selected" />
        </LiveValue>
      </DemoSection>

      <DemoSection
        title="Disabled checkbox"
        description="Cannot be focused or changed, and is not submitted with the form."
      >
        <DsCheckbox name="disabled-off" disabled>
          Unavailable option
        </DsCheckbox>
        <DsCheckbox name="disabled-on" disabled defaultChecked>
          Always included
        </DsCheckbox>
      </DemoSection>

      <DemoSection title="Toggle switch" description="For a setting that applies at once. Space or Enter toggles it.">
        <DsSwitch id={ids.notifications} name="notifications" {...bound(choices, 'notifications')}>
          Push notifications
        </DsSwitch>
        <LiveValue label="Notifications">
          <ReadoutValue of={ids.notifications} state={{ checked: notifications }} on="On" off="Off" />
        </LiveValue>
        <Snippet
          label="Switch code"
          {...choiceSnippet('ds-switch', 'notifications', notifications, 'Push notifications')}
        />
        <KeyboardNotes rows={[['Space / Enter', 'Turn it on or off']]} />
      </DemoSection>

      <DemoSection
        title="Minimal checkbox"
        description="A round outline with a coloured check mark, for light-weight lists."
      >
        <DsCheckbox id={ids.remember} name="remember" appearance="minimal" {...bound(choices, 'remember')}>
          Remember me on this device
        </DsCheckbox>
        <LiveValue label="Remember me">
          <ReadoutValue of={ids.remember} state={{ checked: remember }} on="Checked" off="Not checked" />
        </LiveValue>
      </DemoSection>
    </>
  );
}
