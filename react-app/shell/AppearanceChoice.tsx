import { DsRadio } from '../ds/DsRadio';
import { DsRadioGroup } from '../ds/DsRadioGroup';
import { useSnackbar } from '../providers/SnackbarProvider';
import { useTheme, type ThemeMode } from '../providers/ThemeProvider';
import { THEME_SNACKBAR_MS } from './ThemeDot';
import './theme-choices.css';

const MODES: { value: ThemeMode; label: string; hint: string }[] = [
  { value: 'light', label: 'Light', hint: 'Always light' },
  { value: 'dark', label: 'Dark', hint: 'Always dark' },
  { value: 'auto', label: 'Auto', hint: 'Follows your system' },
];

/**
 * Light, dark or auto as a ds-radio-group of preview cards (one tab stop, arrow keys choose);
 * a change is confirmed by a snackbar. The label is for assistive technology: the heading or
 * modal title above already says it.
 */
export function AppearanceChoice({ label = 'Appearance' }: { label?: string }) {
  const { mode, setMode } = useTheme();
  const { show } = useSnackbar();
  return (
    <DsRadioGroup
      className="mode-choice"
      label={label}
      hideLabel
      value={mode}
      onChange={event => {
        const next = MODES.find(m => m.value === event.currentTarget.value)?.value;
        if (!next) return;
        setMode(next);
        show({ message: `Theme changed to ${next}`, duration: THEME_SNACKBAR_MS, source: 'theme', replace: true });
      }}
    >
      {MODES.map(m => (
        <DsRadio key={m.value} className="mode-choice__option" value={m.value} data-mode={m.value}>
          <span slot="icon" className="mode-choice__preview" aria-hidden="true" />
          <span className="mode-choice__label">{m.label}</span>
          <span className="mode-choice__hint">{m.hint}</span>
        </DsRadio>
      ))}
    </DsRadioGroup>
  );
}
