import { normalizeHex } from '../../../../elements/color';
import { DsButton } from '../../../ds/DsButton';
import { DsColorPicker } from '../../../ds/DsColorPicker';
import { ROLE_SWATCHES, ROLE_TITLE, canSetColor, colorLabel, presetOf, type ThemeRole } from './color-choice';
import { ColorChip } from './ColorChip';

/** The presets as the picker's swatches (named, grouped by their separators). */
const PICKER_SWATCHES = {
  primary: ROLE_SWATCHES.primary.map(({ code, name, separator }) => ({ code, name, separator })),
  secondary: ROLE_SWATCHES.secondary.map(({ code, name, separator }) => ({ code, name, separator })),
};

/**
 * One theme colour: its picker (presets as swatches, or any custom colour), what is chosen and what
 * is set, and "Set as Primary/Secondary", disabled for an Unsupported Color.
 */
export function ColorChoice({
  role,
  current,
  chosen,
  onChoose,
  onSet,
}: {
  role: ThemeRole;
  /** The colour the theme has now. */
  current: string;
  /** The colour picked, not set yet (or the current one). */
  chosen: string;
  onChoose(hex: string): void;
  onSet(hex: string): void;
}) {
  const title = ROLE_TITLE[role];
  const hex = normalizeHex(chosen) ?? chosen;
  const settable = canSetColor(chosen);
  const preset = presetOf(role, chosen);
  const isCurrent = normalizeHex(current) === hex;
  return (
    <div className="cs-choice" data-role={role}>
      <DsColorPicker
        className="cs-choice__picker"
        label={`${title} colour`}
        value={chosen}
        swatches={PICKER_SWATCHES[role]}
        onInput={event => onChoose(event.currentTarget.value)}
      />
      <div className="cs-choice__summary">
        <ColorChip color={hex} className="cs-choice__chip" />
        <div className="cs-choice__text">
          <p className="cs-choice__name">{preset ? preset.name : 'Custom colour'}</p>
          <p className="cs-choice__meta">
            <code>{hex}</code>
            {' · '}
            {isCurrent ? `the current ${role}` : `not set yet (now ${colorLabel(role, current)})`}
          </p>
        </div>
      </div>
      <DsButton
        className="cs-choice__set"
        variant={role === 'primary' ? 'primary' : 'secondary'}
        disabled={!settable}
        onClick={() => onSet(hex)}
      >
        Set as {title}
      </DsButton>
    </div>
  );
}
