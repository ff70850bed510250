import { useRef } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoGrid } from '../../../docs/DemoSection';
import { RevealedParts } from '../../../lib/RevealedParts';
import { useFormState } from '../../../lib/use-form-state';
import { CheckboxDemos } from './CheckboxDemos';
import { LayoutDemo } from './LayoutDemo';
import { RadioDemo } from './RadioDemo';
import { WeekdayDemo } from './WeekdayDemo';
import './checkbox-switchers.css';

/** Every demo of the page in one real `<form>`, so Reset Form is the browser's own `form.reset()`. */
export function ChoicesForm() {
  const form = useRef<HTMLFormElement>(null);
  const { values, status } = useFormState(form);
  return (
    <form ref={form} className="choices-form" aria-label="Checkbox and radio demos">
      <DemoGrid>
        <CheckboxDemos values={values} />
        <RadioDemo values={values} />
        <LayoutDemo values={values} />
        <WeekdayDemo values={values} />
      </DemoGrid>
      {/* after the demos (reveal-queue.ts), so it never moves down as they come */}
      <RevealedParts>
        <div className="choices-form__actions">
          <DsButton type="reset" variant="outline">
            <DsIcon slot="start" name="refresh" size={18} />
            Reset Form
          </DsButton>
          <p className="choices-form__hint">
            {status.dirty
              ? 'Changed: Reset Form restores the initial choices.'
              : 'Every control shows its initial state.'}
          </p>
        </div>
      </RevealedParts>
    </form>
  );
}
