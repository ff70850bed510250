import { useId } from 'react';
import { useSnackbar } from '../providers/SnackbarProvider';
import { useTheme, type ThemeMode } from '../providers/ThemeProvider';
import { THEME_SNACKBAR_MS } from './ThemeDot';

const MODES: { value: ThemeMode; label: string; hint: string }[] = [
  { value: 'light', label: 'Light', hint: 'Always light' },
  { value: 'dark', label: 'Dark', hint: 'Always dark' },
  { value: 'auto', label: 'Auto', hint: 'Follows your system' },
];

/** Light, dark or auto as a radio group of preview cards; a change is confirmed by a snackbar. */
export function AppearanceChoice({ labelledBy, label = 'Appearance' }: { labelledBy?: string; label?: string }) {
  const { mode, setMode } = useTheme();
  const { show } = useSnackbar();
  const name = useId();
  return (
    <div className="mode-choice" role="radiogroup" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      {MODES.map((m) => (
        <label key={m.value} className="mode-choice__option" data-mode={m.value}>
          <input
            type="radio"
            name={name}
            value={m.value}
            checked={mode === m.value}
            onChange={() => {
              setMode(m.value);
              show({ message: `Theme changed to ${m.value}`, duration: THEME_SNACKBAR_MS, source: 'theme', replace: true });
            }}
          />
          <span className="mode-choice__preview" aria-hidden="true" />
          <span className="mode-choice__label">{m.label}</span>
          <span className="mode-choice__hint">{m.hint}</span>
        </label>
      ))}
    </div>
  );
}
