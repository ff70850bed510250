import type { FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { useSnackbar } from '../../../providers/SnackbarProvider';

const FIELD_SNIPPET = snippetOf({
  tag: 'ds-text-field',
  attrs: {
    label: 'Email address',
    name: 'subscribe-email',
    type: 'email',
    required: true,
    autocomplete: 'email',
    placeholder: 'name@example.com',
    'help-text': 'One email a month about new components. Unsubscribe any time.',
  },
  children: [
    { tag: 'ds-icon', attrs: { slot: 'start', name: 'mail', size: 20 } },
    {
      tag: 'ds-button',
      attrs: { slot: 'end', type: 'submit', variant: 'plain', size: 'small', 'icon-only': true, label: 'Subscribe' },
      children: [{ tag: 'ds-icon', attrs: { name: 'arrow-right', size: 20 } }],
    },
  ],
});

/** A text field with a leading icon, a label, an action button and assistive text. */
export function SubscribeField() {
  const { show } = useSnackbar();
  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('subscribe-email') ?? '');
    show({ message: `Subscribed ${email}`, source: 'subscribe', replace: true });
    form.reset();
  };
  return (
    <DemoSection
      title="Text field"
      description="A leading icon, a label, an action button in the field and assistive text below it. Enter works too."
    >
      <form className="subscribe-form" onSubmit={subscribe}>
        <DsTextField
          label="Email address"
          name="subscribe-email"
          type="email"
          required
          autocomplete="email"
          placeholder="name@example.com"
          helpText="One email a month about new components. Unsubscribe any time."
        >
          <DsIcon slot="start" name="mail" size={20} />
          <DsButton slot="end" type="submit" variant="plain" size="small" iconOnly label="Subscribe">
            <DsIcon name="arrow-right" size={20} />
          </DsButton>
        </DsTextField>
      </form>
      <Snippet label="Text field code" {...FIELD_SNIPPET} />
      <KeyboardNotes
        rows={[
          ['Tab', 'From the field to its Subscribe button'],
          ['Enter', 'Submit from the field; an invalid address is reported first'],
        ]}
      />
    </DemoSection>
  );
}
