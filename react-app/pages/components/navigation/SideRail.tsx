import { useState, type ComponentProps } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsSidePanel } from '../../../ds/DsSidePanel';
import { RAIL_ITEMS } from './side-rail';
import './side-rail.css';

/**
 * A demo navigation rail: `<ds-side-panel>` with a header, icon links and a footer. Labels carry
 * `data-label`, which side-rail.css hides visually (they stay the links' names) while collapsed.
 * The items are buttons (a demo must not navigate away); the chosen one is `aria-current`.
 */
export function SideRail({
  title = 'Workspace',
  items = RAIL_ITEMS.length,
  ...panelProps
}: { title?: string; items?: number } & ComponentProps<typeof DsSidePanel>) {
  const [current, setCurrent] = useState<string>(RAIL_ITEMS[0].label);
  return (
    <DsSidePanel {...panelProps}>
      <strong slot="header" className="side-rail__title">
        <DsIcon name="menu" size={20} />
        <span data-label="">{title}</span>
      </strong>
      <nav aria-label={title} className="side-rail__nav">
        {RAIL_ITEMS.slice(0, items).map(item => (
          <button
            key={item.label}
            type="button"
            className="side-rail__item"
            aria-current={current === item.label ? 'page' : undefined}
            title={item.label}
            onClick={() => setCurrent(item.label)}
          >
            <DsIcon name={item.icon} size={20} />
            <span data-label="">{item.label}</span>
          </button>
        ))}
      </nav>
      <span slot="footer" className="side-rail__footer">
        <DsIcon name="user" size={20} />
        <span data-label="">Ada Lovelace</span>
      </span>
    </DsSidePanel>
  );
}
