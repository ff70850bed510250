import { DsDivider } from '../../../ds/DsDivider';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const TOOLBAR_CODE = snippetOf(
  {
    tag: 'div',
    attrs: { class: 'toolbar' },
    children: [
      { tag: 'span', children: ['Draft'] },
      { tag: 'ds-divider', attrs: { orientation: 'vertical', spacing: 12 } },
      { tag: 'span', children: ['Edited 2 min ago'] },
      { tag: 'ds-divider', attrs: { orientation: 'vertical', spacing: 12, variant: 'dotted' } },
      { tag: 'span', children: ['3 comments'] },
    ],
  },
  { lineLength: 70 },
);

/** A vertical divider between the items of a row. */
export function VerticalDividerDemo() {
  return (
    <DemoSection
      title="Vertical"
      description="In a row, a vertical divider stretches to the row's height; its space goes left and right."
      wide
    >
      <div className="dv-toolbar-room">
        <div className="dv-toolbar" data-testid="divider-toolbar">
          <span className="dv-toolbar__item">
            <DsIcon name="edit" size={18} />
            Draft
          </span>
          <DsDivider orientation="vertical" spacing={12} />
          <span className="dv-toolbar__item">Edited 2 min ago</span>
          <DsDivider orientation="vertical" spacing={12} variant="dotted" />
          <span className="dv-toolbar__item">3 comments</span>
        </div>
      </div>
      <Snippet label="Vertical divider code" {...TOOLBAR_CODE} />
    </DemoSection>
  );
}

/** A list whose rows are separated by dividers with no space of their own. */
export function ListDividerDemo() {
  const rows = ['Typography', 'Color System', 'Divider & Space'];
  return (
    <DemoSection
      title="Between rows"
      description="With a space of 0 the rows' own padding sets the rhythm; the line only separates."
    >
      <ul className="dv-list">
        {rows.map((row, index) => (
          <li key={row} className="dv-list__row">
            {index > 0 && <DsDivider spacing={0} opacity={60} />}
            <span className="dv-list__label">{row}</span>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}
