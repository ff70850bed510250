import { useId, useRef, type ComponentRef } from 'react';
import { DsProgress } from '../../../ds/DsProgress';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSpinner } from '../../../ds/DsSpinner';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { DemoSlider } from '../../../docs/DemoSlider';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { useDemoState } from '../../../docs/use-demo-state';
import { PROGRESS_DEFAULTS, PROGRESS_VALUE_RANGE, progressCode, type ProgressSettings } from './feedback-demo';

/** ds-progress: value, indeterminate, bar or ring, and the percentage in the page's language. */
export function ProgressPlayground() {
  const demo = useDemoState<ProgressSettings>(PROGRESS_DEFAULTS);
  const { value, indeterminate, ring, showValue } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsRadioGroup>>(null);
  const switchId = useId();
  return (
    <DemoSection
      title="Progress"
      description="How far a task has gone, as a bar or a ring. Screen readers hear its name and percentage; an indeterminate one has no value."
      wide
    >
      <div className="playground">
        <div className="playground__controls">
          <DsRadioGroup
            ref={firstControl}
            label="Shape"
            appearance="buttons"
            value={ring ? 'ring' : 'bar'}
            onChange={e => demo.set('ring', e.currentTarget.value === 'ring')}
          >
            <DsRadio value="bar">Bar</DsRadio>
            <DsRadio value="ring">Ring</DsRadio>
          </DsRadioGroup>
          <DemoSlider demo={demo} name="value" label="Value" bounds={PROGRESS_VALUE_RANGE} disabled={indeterminate} />
          <DsSwitch
            id={switchId}
            checked={indeterminate}
            onChange={e => demo.set('indeterminate', e.currentTarget.checked)}
          >
            Indeterminate
          </DsSwitch>
          <DsSwitch checked={showValue} onChange={e => demo.set('showValue', e.currentTarget.checked)}>
            Show value
          </DsSwitch>
          <ResetButton demo={demo} focusAfterReset={firstControl} />
        </div>
        <div className="playground__result">
          <div className="fb-stage">
            <DsProgress
              className={ring ? undefined : 'fb-bar'}
              label="Upload"
              variant={ring ? 'ring' : 'bar'}
              value={value}
              indeterminate={indeterminate}
              showValue={showValue}
              data-testid="progress-demo"
            />
            <LiveValue label="Indeterminate">
              <ReadoutValue of={switchId} state={{ checked: indeterminate }} on="On" off="Off" />
            </LiveValue>
          </div>
          <Snippet label="Progress code" {...progressCode(demo.values)} />
        </div>
      </div>
    </DemoSection>
  );
}

const LOADING_SNIPPET = snippetOf({
  tag: 'div',
  children: [
    { tag: 'ds-progress', attrs: { label: 'Loading the report', indeterminate: true } },
    { tag: 'ds-progress', attrs: { label: 'Syncing', variant: 'ring', indeterminate: true } },
    { tag: 'ds-spinner', attrs: {} },
    { tag: 'ds-spinner', attrs: { label: 'Saving the draft', style: 'font-size: 2rem' } },
  ],
});

/** Indeterminate progress and spinners, with what reduced motion shows instead. */
export function LoadingDemo() {
  return (
    <DemoSection
      title="Loading"
      description="When the end is unknown. With reduced motion the bar shows still stripes, the ring dashes and the spinner a slow fade."
    >
      <div className="fb-stack">
        <DsProgress className="fb-bar" label="Loading the report" indeterminate />
        <div className="fb-row">
          <DsProgress label="Syncing" variant="ring" indeterminate />
          <DsSpinner />
          <DsSpinner label="Saving the draft" className="fb-spinner-large" />
        </div>
      </div>
      <Snippet label="Loading code" {...LOADING_SNIPPET} />
    </DemoSection>
  );
}

const SPINNER_SNIPPET = snippetOf({
  tag: 'p',
  children: [{ tag: 'ds-spinner', attrs: { label: 'Checking your address' } }, ' Checking your address…'],
});

/** A spinner takes the size of the text around it (1em). */
export function SpinnerDemo() {
  return (
    <DemoSection
      title="Spinner"
      description="One em wide, so it matches the text beside it. It is named “Loading” in the page’s language unless you give it a label."
    >
      <div className="fb-stack">
        <p className="fb-inline fb-inline--s">
          <DsSpinner /> Small text
        </p>
        <p className="fb-inline">
          <DsSpinner /> Body text
        </p>
        <p className="fb-inline fb-inline--xl">
          <DsSpinner /> Heading text
        </p>
      </div>
      <Snippet label="Spinner code" {...SPINNER_SNIPPET} />
    </DemoSection>
  );
}
