import { DsCheckbox } from '../../../ds/DsCheckbox';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import type { FormValues } from '../../../lib/use-form-state';

const isOn = (values: FormValues, name: string) => (values[name]?.length ?? 0) > 0;
const onOff = (values: FormValues, name: string) => (isOn(values, name) ? 'Checked' : 'Not checked');

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

/** Classic, label-less, disabled and minimal checkboxes, and a toggle switch. */
export function CheckboxDemos({ values }: { values: FormValues }) {
  return (
    <>
      <DemoSection
        title="Classic checkbox"
        description="A square box with its label; the label is part of the click target."
      >
        <DsCheckbox name="newsletter">Send me the monthly design notes</DsCheckbox>
        <LiveValue label="Newsletter">{onOff(values, 'newsletter')}</LiveValue>
        <Snippet
          label="Checkbox code"
          {...choiceSnippet(
            'ds-checkbox',
            'newsletter',
            isOn(values, 'newsletter'),
            'Send me the monthly design notes',
          )}
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
          <DsCheckbox name="select-report" label="Select Quarterly report.pdf" />
          <span className="file-row__name">Quarterly report.pdf</span>
          <span className="file-row__size">2.4 MB</span>
        </div>
        <LiveValue label="Row">{(values['select-report']?.length ?? 0) > 0 ? 'Selected' : 'Not selected'}</LiveValue>
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
        <DsSwitch name="notifications" defaultChecked>
          Push notifications
        </DsSwitch>
        <LiveValue label="Notifications">{isOn(values, 'notifications') ? 'On' : 'Off'}</LiveValue>
        <Snippet
          label="Switch code"
          {...choiceSnippet('ds-switch', 'notifications', isOn(values, 'notifications'), 'Push notifications')}
        />
        <KeyboardNotes rows={[['Space / Enter', 'Turn it on or off']]} />
      </DemoSection>

      <DemoSection
        title="Minimal checkbox"
        description="A round outline with a coloured check mark, for light-weight lists."
      >
        <DsCheckbox name="remember" appearance="minimal" defaultChecked>
          Remember me on this device
        </DsCheckbox>
        <LiveValue label="Remember me">{onOff(values, 'remember')}</LiveValue>
      </DemoSection>
    </>
  );
}
