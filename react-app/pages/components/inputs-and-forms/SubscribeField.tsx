import type { FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection } from '../../../docs/DemoSection';
import { useSnackbar } from '../../../providers/SnackbarProvider';

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
    </DemoSection>
  );
}
