import { useRef, type ComponentRef } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsCallout } from '../../../ds/DsCallout';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const CALLOUTS = [
  ['info', 'Autosave is on', 'Your changes are kept in this browser as you work.'],
  ['success', 'Theme saved', 'Every page now uses your colours.'],
  ['warning', 'Storage almost full', 'Older drawings may be removed to make room.'],
  ['danger', 'Export failed', 'The file could not be written. Try a shorter name.'],
] as const;

const VARIANTS_SNIPPET = snippetOf({
  tag: 'div',
  children: CALLOUTS.map(([variant, title, body]) => ({
    tag: 'ds-callout',
    attrs: { variant: variant === 'info' ? undefined : variant, role: 'note' },
    children: [{ tag: 'span', attrs: { slot: 'title' }, children: [title] }, body],
  })),
});

/** The four kinds, each with its icon and colour, a title and a body. */
export function CalloutDemo() {
  return (
    <DemoSection
      title="Callouts"
      description="Information, success, warning and danger, each with its own icon. Part of the page, they are notes; one that appears later is announced as an alert."
      wide
    >
      <div className="fb-callouts">
        {CALLOUTS.map(([variant, title, body]) => (
          <DsCallout key={variant} variant={variant} role="note">
            <span slot="title">{title}</span>
            {body}
          </DsCallout>
        ))}
      </div>
      <Snippet label="Callouts code" {...VARIANTS_SNIPPET} />
    </DemoSection>
  );
}

const DISMISS_SNIPPET = snippetOf({
  tag: 'ds-callout',
  attrs: { variant: 'success', dismissible: true },
  reactProps: { onDsDismiss: { code: '() => setShown(false)' } },
  children: [
    { tag: 'span', attrs: { slot: 'title' }, children: ['Profile updated'] },
    'Your new photo shows on every page.',
  ],
});

/** Dismissing hides the callout; show() brings it back, announced as an alert. */
export function DismissDemo() {
  const callout = useRef<ComponentRef<typeof DsCallout>>(null);
  return (
    <DemoSection
      title="Dismissible"
      description="Dismiss hides it and fires ds-dismiss, which a listener may cancel. Shown again, it is announced."
    >
      <div className="fb-stack">
        {/* a note while part of the page; shown again, it drops the role and is announced as an alert */}
        <DsCallout ref={callout} variant="success" dismissible role="note" data-testid="dismiss-demo">
          <span slot="title">Profile updated</span>
          Your new photo shows on every page.
        </DsCallout>
        <DsButton
          variant="secondary"
          onClick={() => {
            callout.current?.removeAttribute('role');
            callout.current?.show();
          }}
        >
          Show the callout again
        </DsButton>
      </div>
      <Snippet label="Dismissible callout code" {...DISMISS_SNIPPET} />
    </DemoSection>
  );
}
