import { useState, type FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsDatePicker } from '../../../ds/DsDatePicker';
import { CodeSample } from '../../../docs/CodeSample';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { isoFromToday, isWeekend } from '../../../lib/iso-dates';

const KEYS = [
  ['Alt+ArrowDown', 'In the field: open the calendar'],
  ['Enter', 'In the field: check the typed date at once'],
  ['ArrowLeft / ArrowRight', 'The previous or next day (swapped in right-to-left text)'],
  ['ArrowUp / ArrowDown', 'The same weekday a week earlier or later'],
  ['Home / End', 'The first or last day of the week'],
  ['PageUp / PageDown', 'The same day a month earlier or later'],
  ['Shift+PageUp / Shift+PageDown', 'The same day a year earlier or later'],
  ['Enter / Space', 'Choose the date and close'],
  ['Escape', 'Close without a change'],
  ['Tab', 'The next control of the calendar; focus stays inside'],
] as const;

const DELIVERY_DEFAULT = '2026-12-04';

/** The four states of the field: empty, filled, invalid (an error from the page) and disabled. */
export function StatesDemo() {
  const [delivery, setDelivery] = useState(DELIVERY_DEFAULT);
  const snippet = snippetOf({
    tag: 'div',
    children: [
      { tag: 'ds-date-picker', attrs: { label: 'Start date', 'help-text': 'Type it or open the calendar.' } },
      {
        tag: 'ds-date-picker',
        attrs: { label: 'Delivery date', name: 'delivery', value: delivery },
        reactProps: { onChange: { code: 'event => setDelivery(event.currentTarget.value)' } },
      },
      {
        tag: 'ds-date-picker',
        attrs: { label: 'Return date', value: '2026-12-24', 'error-text': 'We are closed on 24 December.' },
      },
      { tag: 'ds-date-picker', attrs: { label: 'Renewal date', value: '2027-01-15', disabled: true } },
    ],
  });
  return (
    <DemoSection
      title="Date picker"
      description="Type a date in your language’s format or choose one in the calendar. The value is always an ISO date (YYYY-MM-DD), whatever the field shows."
    >
      <div className="date-states">
        <DsDatePicker label="Start date" helpText="Type it or open the calendar." />
        <DsDatePicker
          label="Delivery date"
          name="delivery"
          value={delivery}
          onChange={event => setDelivery(event.currentTarget.value)}
        />
        <DsDatePicker label="Return date" value="2026-12-24" errorText="We are closed on 24 December." />
        <DsDatePicker label="Renewal date" value="2027-01-15" disabled />
      </div>
      <LiveValue label="Delivery date value">{delivery || 'Empty'}</LiveValue>
      <Snippet label="Date picker code" {...snippet} />
      <KeyboardNotes rows={KEYS} />
    </DemoSection>
  );
}

const RULE_CODE = `// Weekends cannot be chosen (a property: set it from script)
const booking = document.querySelector('ds-date-picker');
booking.isDateDisabled = iso => {
  const day = new Date(\`\${iso}T00:00:00Z\`).getUTCDay();
  return day === 0 || day === 6;
};`;

/** A booking field: from today to two months on, weekdays only. */
export function LimitsDemo() {
  const [min] = useState(() => isoFromToday(0));
  const [max] = useState(() => isoFromToday(60));
  const [booking, setBooking] = useState('');
  const snippet = snippetOf({
    tag: 'ds-date-picker',
    attrs: { label: 'Table booking', name: 'booking', min, max, 'help-text': 'A weekday in the next two months.' },
    reactProps: {
      isDateDisabled: { code: 'isWeekend' },
      onChange: { code: 'event => setBooking(event.currentTarget.value)' },
    },
  });
  return (
    <DemoSection
      title="Limits and unavailable days"
      description="min and max bound the dates; isDateDisabled rules out others, here weekends. They show struck through, the keys still move onto them, and typing one gives an error."
    >
      <DsDatePicker
        className="date-single"
        label="Table booking"
        name="booking"
        min={min}
        max={max}
        helpText="A weekday in the next two months."
        isDateDisabled={isWeekend}
        onChange={event => setBooking(event.currentTarget.value)}
      />
      <LiveValue label="Booking">{booking || 'None'}</LiveValue>
      <Snippet label="Limits code" {...snippet} />
      <CodeSample label="Unavailable days" code={RULE_CODE} language="jsx" />
    </DemoSection>
  );
}

/** A required date in a form: the submit is blocked until it holds a date; the form gets the ISO value. */
export function FormDemo() {
  const [sent, setSent] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(String(data.get('check-in') ?? ''));
  };
  const snippet = snippetOf({
    tag: 'form',
    children: [
      { tag: 'ds-date-picker', attrs: { label: 'Check-in', name: 'check-in', required: true } },
      { tag: 'ds-button', attrs: { type: 'submit' }, children: ['Book'] },
    ],
  });
  return (
    <DemoSection
      title="In a form"
      description="A required date blocks the submit with a message in the page’s language; the form receives the ISO date under the field’s name."
    >
      <form className="date-form" onSubmit={submit}>
        <DsDatePicker label="Check-in" name="check-in" required />
        <div className="date-form__actions">
          <DsButton type="submit">Book</DsButton>
        </div>
      </form>
      <LiveValue label="Form data">{sent ? `check-in=${sent}` : 'Not sent yet'}</LiveValue>
      <Snippet label="Form code" {...snippet} />
    </DemoSection>
  );
}
