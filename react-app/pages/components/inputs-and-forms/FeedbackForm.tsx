import { useRef, useState } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsCombobox } from '../../../ds/DsCombobox';
import { DsDatePicker } from '../../../ds/DsDatePicker';
import { DsOption } from '../../../ds/DsOption';
import { DsSelect } from '../../../ds/DsSelect';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection } from '../../../docs/DemoSection';
import { useFormState } from './use-form-state';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { FormStatusLine } from './FormStatusLine';
import { isoFromToday } from '../../../lib/iso-dates';

/** What the feedback may concern (a multiple combobox: any number of them). */
const AREAS = ['Accessibility', 'Buttons', 'Colours', 'Documentation', 'Forms', 'Icons', 'Navigation', 'Performance'];

/** The customer-feedback form with its live form state; a valid submit shows a snackbar and resets (no network call). */
export function FeedbackForm() {
  const form = useRef<HTMLFormElement>(null);
  const { show } = useSnackbar();
  // a visit lies in the past: no later than today, in the visitor's own calendar
  const [today] = useState(() => isoFromToday(0));
  const { status } = useFormState(form, {
    onValidSubmit: (_values, element) => {
      show({ message: 'Thanks! Your feedback was sent.', source: 'feedback', replace: true });
      element.reset();
    },
  });
  return (
    <DemoSection
      title="Customer feedback"
      description="Errors appear once you leave a field or try to submit, and follow every edit after that."
    >
      <form ref={form} className="stacked-form">
        <div className="stacked-form__row">
          <DsTextField label="Name" name="name" required maxLength={80} autocomplete="name" />
          <DsTextField label="Email" name="email" type="email" required autocomplete="email" />
        </div>
        <DsSelect label="Topic" name="topic" required placeholder="Choose a topic">
          <DsOption value="praise">Praise</DsOption>
          <DsOption value="bug">A bug</DsOption>
          <DsOption value="idea">An idea</DsOption>
          <DsOption value="other">Something else</DsOption>
        </DsSelect>
        <DsCombobox
          label="Areas"
          name="areas"
          multiple
          placeholder="Add an area"
          helpText="Optional: the parts of the product it concerns."
        >
          {AREAS.map(area => (
            <DsOption key={area}>{area}</DsOption>
          ))}
        </DsCombobox>
        <DsDatePicker label="Visit date" name="visit" max={today} helpText="Optional: the day you used the product." />
        <DsTextField
          label="Message"
          name="message"
          multiline
          rows={5}
          required
          minLength={10}
          maxLength={1000}
          helpText="At least 10 characters."
        />
        <div className="form-actions">
          <DsButton type="submit">Submit Feedback</DsButton>
        </div>
        <FormStatusLine status={status} />
      </form>
    </DemoSection>
  );
}
