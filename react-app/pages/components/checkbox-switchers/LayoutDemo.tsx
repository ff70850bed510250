import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import type { FormValues } from '../../../lib/use-form-state';

const LAYOUTS = [
  { value: 'stream', label: 'Stream' },
  { value: 'table', label: 'Table' },
  { value: 'grid', label: 'Grid' },
  { value: 'column', label: 'Column' },
] as const;

/** Layout choices as a segmented row of icon buttons with labels, and a small preview. */
export function LayoutDemo({ values }: { values: FormValues }) {
  const chosen = LAYOUTS.find(l => l.value === values['layout']?.[0]);
  return (
    <DemoSection
      title="Layout buttons"
      description="A radio group drawn as buttons: still one tab stop, arrow keys choose."
      wide
    >
      <DsRadioGroup label="Layout" name="layout" appearance="buttons" defaultValue="grid" className="layout-picker">
        {LAYOUTS.map(l => (
          <DsRadio key={l.value} value={l.value}>
            <DsIcon slot="icon" name={`layout-${l.value}`} size={20} />
            {l.label}
          </DsRadio>
        ))}
      </DsRadioGroup>
      <div className="layout-preview" data-layout={chosen?.value ?? 'none'} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
      <LiveValue label="Layout">{chosen ? `${chosen.label} layout` : 'None'}</LiveValue>
    </DemoSection>
  );
}
