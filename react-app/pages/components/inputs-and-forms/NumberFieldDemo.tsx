import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsNumberField } from '../../../ds/DsNumberField';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import './number-field-demo.css';

import { useDemoLanguage } from '../../../docs/use-demo-language';

type Code = 'en' | 'de';

/** This demo's own words (the page's text); the field's words and numbers come from its language. */
const LABELS: Record<
  Code,
  {
    quantity: string;
    quantityHelp: string;
    guests: string;
    price: string;
    discount: string;
    discountHelp: string;
    weight: string;
    weightHelp: string;
    seats: string;
    seatsError: string;
    rooms: string;
    check: string;
    sent: string;
  }
> = {
  en: {
    quantity: 'Quantity',
    quantityHelp: 'From 1 to 99.',
    guests: 'Guests',
    price: 'Price',
    discount: 'Discount',
    discountHelp: 'Steps of 1%, up to 50%.',
    weight: 'Weight',
    weightHelp: 'The mouse wheel changes it while the field has focus.',
    seats: 'Seats',
    seatsError: 'Only 4 seats are left.',
    rooms: 'Rooms',
    check: 'Check',
    sent: 'Form data',
  },
  de: {
    quantity: 'Menge',
    quantityHelp: 'Von 1 bis 99.',
    guests: 'Gäste',
    price: 'Preis',
    discount: 'Rabatt',
    discountHelp: 'In Schritten von 1 %, bis 50 %.',
    weight: 'Gewicht',
    weightHelp: 'Das Mausrad ändert es, solange das Feld den Fokus hat.',
    seats: 'Plätze',
    seatsError: 'Es sind nur noch 4 Plätze frei.',
    rooms: 'Zimmer',
    check: 'Prüfen',
    sent: 'Formulardaten',
  },
};

const EURO = { style: 'currency', currency: 'EUR' } as const satisfies Intl.NumberFormatOptions;
const PERCENT = { style: 'percent' } as const satisfies Intl.NumberFormatOptions;
const KILOGRAM = { style: 'unit', unit: 'kilogram' } as const satisfies Intl.NumberFormatOptions;

const FIELDS = ['quantity', 'guests', 'price', 'discount', 'weight', 'seats'] as const;

/** What the form would send, as `name=value` pairs read from `FormData` (the plain numbers). */
function formSummary(form: HTMLFormElement | null): string {
  const data = form ? new FormData(form) : null;
  return FIELDS.map(name => `${name}=${String(data?.get(name) ?? '')}`).join('; ');
}

const SNIPPET = snippetOf({
  tag: 'ds-number-field',
  attrs: {
    label: 'Price',
    name: 'price',
    value: 1234.5,
    min: 0,
    step: 0.5,
    format: JSON.stringify(EURO),
  },
  reactProps: { onChange: { code: 'event => setPrice(event.currentTarget.value)' } },
});
// An attribute of JSON reads better in single quotes than with every quote escaped; React passes the options as
// an object, and the start value as `defaultValue` (a `value` prop would set the field again on every render).
const SNIPPET_CODE = {
  html: SNIPPET.html.replace(/format="([^"]*)"/, (_, json: string) => `format='${json.replace(/&quot;/g, '"')}'`),
  react: SNIPPET.react
    .replace(/format=\{"(.*)"\}/, () => "format={{ style: 'currency', currency: 'EUR' }}")
    .replace(/\bvalue=\{/, 'defaultValue={'),
};

const KEYS = [
  ['ArrowUp / ArrowDown', 'One step up or down'],
  ['PageUp / PageDown', 'Ten steps up or down (or the large step)'],
  ['Home / End', 'The lowest or highest value, when the field has one'],
  ['Enter', 'Check the typed number: kept within the limits, or the last value back if it is not a number'],
  ['Tab', 'Leave the field (the − and + buttons are not Tab stops: the arrow keys do what they do)'],
] as const;

/**
 * ds-number-field in its states (empty and required, filled, with an error, disabled), with limits and steps,
 * a currency, a percent and a unit, and an English/German switch that changes how numbers are written and read.
 */
export function NumberFieldDemo() {
  const { code, choose: chooseLanguage } = useDemoLanguage<Code>(['en', 'de']);
  const [sent, setSent] = useState('');
  const [seats, setSeats] = useState<number | null>(6);
  const form = useRef<HTMLFormElement>(null);
  const labels = LABELS[code];
  const update = () => setSent(formSummary(form.current));

  // every field's `change` (composed, bubbling) updates the summary; the first once the fields have rendered
  useEffect(() => {
    const current = form.current;
    if (!current) return;
    const onChange = () => setSent(formSummary(current));
    current.addEventListener('change', onChange);
    const fields = [...current.querySelectorAll<Element & { updateComplete?: Promise<unknown> }>('ds-number-field')];
    void customElements
      .whenDefined('ds-number-field')
      .then(() => Promise.all(fields.map(field => field.updateComplete)))
      .then(onChange);
    return () => current.removeEventListener('change', onChange);
  }, []);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update();
  };

  return (
    <DemoSection
      className="number-field-card"
      wide
      title="Number field"
      description="A field for a number, with − and + buttons and the arrow keys. It writes and reads numbers the way the page's language does (1,234.5 in English, 1.234,5 in German); text that is not a number goes back to the last value, with a message."
    >
      <div className="number-field-demo">
        <DsRadioGroup
          label="Language"
          appearance="buttons"
          value={code}
          onChange={event => chooseLanguage(event.currentTarget.value)}
        >
          <DsRadio value="en" lang="en">
            English
          </DsRadio>
          <DsRadio value="de" lang="de">
            Deutsch
          </DsRadio>
        </DsRadioGroup>
        <form ref={form} className="number-field-demo__form" lang={code} onSubmit={check} data-number-field-demo>
          <DsNumberField
            label={labels.quantity}
            name="quantity"
            min={1}
            max={99}
            helpText={labels.quantityHelp}
            required
          />
          <DsNumberField label={labels.guests} name="guests" defaultValue={2} min={1} max={12} />
          <DsNumberField label={labels.price} name="price" defaultValue={1234.5} min={0} step={0.5} format={EURO} />
          <DsNumberField
            label={labels.discount}
            name="discount"
            defaultValue={0.15}
            min={0}
            max={0.5}
            step={0.01}
            format={PERCENT}
            helpText={labels.discountHelp}
          />
          <DsNumberField
            label={labels.weight}
            name="weight"
            defaultValue={2.5}
            min={0}
            step={0.1}
            format={KILOGRAM}
            helpText={labels.weightHelp}
            wheel
          />
          <DsNumberField
            label={labels.seats}
            name="seats"
            defaultValue={6}
            min={1}
            max={10}
            errorText={seats !== null && seats > 4 ? labels.seatsError : ''}
            onChange={event => setSeats(event.currentTarget.value)}
          />
          <DsNumberField label={labels.rooms} name="rooms" defaultValue={1} disabled />
          <div className="form-actions">
            <DsButton type="submit">{labels.check}</DsButton>
          </div>
        </form>
      </div>
      <LiveValue label={labels.sent}>{sent}</LiveValue>
      <Snippet label="Number field code" {...SNIPPET_CODE} />
      <KeyboardNotes rows={KEYS} />
    </DemoSection>
  );
}
