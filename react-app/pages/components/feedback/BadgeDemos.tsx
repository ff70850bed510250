import { DsBadge } from '../../../ds/DsBadge';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const VARIANTS = [
  ['neutral', 'Draft'],
  ['primary', 'Beta'],
  ['success', 'Active'],
  ['warning', 'Expiring'],
  ['danger', 'Overdue'],
] as const;

const STATUS_SNIPPET = snippetOf({
  tag: 'div',
  children: [
    ...VARIANTS.map(([variant, text]) => ({
      tag: 'ds-badge',
      attrs: { variant: variant === 'neutral' ? undefined : variant },
      children: [text],
    })),
    { tag: 'ds-badge', attrs: { variant: 'primary', count: 7, label: '{count} new' } },
    { tag: 'ds-badge', attrs: { variant: 'danger', count: 120, label: '{count} unread' } },
  ],
});

/** Status and count badges in the five colours; over 99 a count reads "99+". */
export function BadgeDemo() {
  return (
    <DemoSection
      title="Badges"
      description="A status in five colours, or a count formatted in the page’s language; over the maximum it shows 99+."
    >
      <div className="fb-row">
        {VARIANTS.map(([variant, text]) => (
          <DsBadge key={variant} variant={variant}>
            {text}
          </DsBadge>
        ))}
        <DsBadge variant="primary" count={7} label="{count} new" />
        <DsBadge variant="danger" count={120} label="{count} unread" />
      </div>
      <Snippet label="Badges code" {...STATUS_SNIPPET} />
    </DemoSection>
  );
}

const ANCHOR_SNIPPET = snippetOf({
  tag: 'div',
  children: [
    {
      tag: 'ds-badge',
      attrs: { variant: 'danger', count: 3, label: '{count} unread messages' },
      children: [
        {
          tag: 'ds-button',
          attrs: { slot: 'anchor', variant: 'secondary', 'icon-only': true, label: 'Messages' },
          children: [{ tag: 'ds-icon', attrs: { name: 'mail' } }],
        },
      ],
    },
    {
      tag: 'ds-badge',
      attrs: { dot: true, variant: 'primary', label: 'New notifications' },
      children: [{ tag: 'ds-icon', attrs: { slot: 'anchor', name: 'bell' } }],
    },
  ],
});

/** A badge wrapping an icon or a button sits on its top-end corner (top left in right-to-left text). */
export function BadgeAnchorDemo() {
  return (
    <DemoSection
      title="On icons and buttons"
      description='Wrap an icon or a button and give it slot="anchor": the badge sits on its top-end corner. A dot still tells screen readers what it means.'
    >
      <div className="fb-row fb-row--roomy">
        <DsBadge variant="danger" count={3} label="{count} unread messages">
          <DsButton slot="anchor" variant="secondary" iconOnly label="Messages">
            <DsIcon name="mail" />
          </DsButton>
        </DsBadge>
        <DsBadge dot variant="primary" label="New notifications">
          <DsIcon slot="anchor" name="bell" />
        </DsBadge>
        <div dir="rtl" lang="ar" className="fb-row">
          <DsBadge variant="danger" count={12} label="{count} رسالة غير مقروءة">
            <DsButton slot="anchor" variant="secondary" iconOnly label="الرسائل">
              <DsIcon name="mail" />
            </DsButton>
          </DsBadge>
        </div>
      </div>
      <Snippet label="Badges on icons code" {...ANCHOR_SNIPPET} />
    </DemoSection>
  );
}
