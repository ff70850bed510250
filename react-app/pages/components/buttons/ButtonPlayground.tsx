import { useRef, type ComponentRef } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { useDemoState } from '../../../docs/use-demo-state';
import {
  BUTTON_DEFAULTS,
  buttonElement,
  buttonSizes,
  buttonVariants,
  ICON_SIZE,
  PLAYGROUND_ICON,
  PLAYGROUND_LABEL,
  titleCase,
  type ButtonSettings,
} from './button-playground';

const KEYS = [
  ['Tab', 'Focus the button (a disabled one is skipped)'],
  ['Enter / Space', 'Press it; a toggle button flips its pressed state'],
] as const;

/** Variant, size, disabled and icon-only controls over one button, with its code and Reset. */
export function ButtonPlayground() {
  const demo = useDemoState<ButtonSettings>(BUTTON_DEFAULTS);
  const { variant, size, disabled, iconOnly } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsRadioGroup>>(null);

  return (
    <DemoSection
      title="Playground"
      description="Choose a variant and a size, disable the button or show only its icon. The code follows."
      wide
    >
      <div className="bt-playground">
        <div className="bt-controls">
          <DsRadioGroup
            ref={firstControl}
            label="Variant"
            appearance="buttons"
            className="bt-segmented"
            value={variant}
            onChange={e => {
              const value = buttonVariants.find(v => v === e.currentTarget.value);
              if (value) demo.set('variant', value);
            }}
          >
            {buttonVariants.map(v => (
              <DsRadio key={v} value={v}>
                {titleCase(v)}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <DsRadioGroup
            label="Size"
            appearance="buttons"
            className="bt-segmented"
            value={size}
            onChange={e => {
              const value = buttonSizes.find(s => s === e.currentTarget.value);
              if (value) demo.set('size', value);
            }}
          >
            {buttonSizes.map(s => (
              <DsRadio key={s} value={s}>
                {titleCase(s)}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <DsSwitch checked={disabled} onChange={e => demo.set('disabled', e.currentTarget.checked)}>
            Disabled
          </DsSwitch>
          <DsSwitch checked={iconOnly} onChange={e => demo.set('iconOnly', e.currentTarget.checked)}>
            Icon only
          </DsSwitch>
        </div>
        <div className="bt-playground__preview">
          <div className="bt-stage" data-testid="button-preview">
            <DsButton
              variant={variant}
              size={size}
              disabled={disabled}
              iconOnly={iconOnly}
              label={iconOnly ? PLAYGROUND_LABEL : ''}
            >
              <DsIcon slot={iconOnly ? undefined : 'start'} name={PLAYGROUND_ICON} size={ICON_SIZE[size]} />
              {iconOnly ? null : PLAYGROUND_LABEL}
            </DsButton>
          </div>
          <Snippet label="Button code" {...snippetOf(buttonElement(demo.values))} />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
