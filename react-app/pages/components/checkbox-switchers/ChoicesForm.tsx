import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoGrid } from '../../../docs/DemoSection';
import { useDemoState } from '../../../docs/use-demo-state';
import { RevealedParts } from '../../../lib/RevealedParts';
import { CheckboxDemos } from './CheckboxDemos';
import { CHOICE_DEFAULTS, type Choices } from './choices';
import { LayoutDemo } from './LayoutDemo';
import { RadioDemo } from './RadioDemo';
import { WeekdayDemo } from './WeekdayDemo';
import './checkbox-switchers.css';

/**
 * Every demo of the page in one real `<form>`. The choices live in one state that sets each control,
 * its read-out and its code, so all three agree from the first render. Reset Form is the browser's own
 * `form.reset()` (each control back to its `checked` or `value` attribute, the defaults here) and
 * returns the state to the defaults.
 */
export function ChoicesForm() {
  const choices = useDemoState<Choices>(CHOICE_DEFAULTS);
  return (
    <form className="choices-form" aria-label="Checkbox and radio demos" onReset={choices.reset}>
      <DemoGrid>
        <CheckboxDemos choices={choices} />
        <RadioDemo choices={choices} />
        <LayoutDemo choices={choices} />
        <WeekdayDemo choices={choices} />
      </DemoGrid>
      {/* after the demos (reveal-queue.ts), so it never moves down as they come */}
      <RevealedParts>
        <div className="choices-form__actions">
          <DsButton type="reset" variant="outline">
            <DsIcon slot="start" name="refresh" size={18} />
            Reset Form
          </DsButton>
          <p className="choices-form__hint">
            {choices.changed
              ? 'Changed: Reset Form restores the initial choices.'
              : 'Every control shows its initial state.'}
          </p>
        </div>
      </RevealedParts>
    </form>
  );
}
