import { useId } from 'react';
import { resetSettings } from '../../../elements/tokens/settings-store';
import { DsButton } from '../../ds/DsButton';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, useFontSize } from '../../providers/FontSizeProvider';
import { useSnackbar } from '../../providers/SnackbarProvider';
import { useTheme, type ThemeMode } from '../../providers/ThemeProvider';
import { PageHeader } from '../../shell/PageHeader';
import { PrimaryColorGrid } from '../../shell/PrimaryColorGrid';
import { THEME_SNACKBAR_MS } from '../../shell/ThemeDot';
import { usePageMeta } from '../../shell/use-page-meta';

const MODES: { value: ThemeMode; label: string; hint: string }[] = [
  { value: 'light', label: 'Light', hint: 'Always light' },
  { value: 'dark', label: 'Dark', hint: 'Always dark' },
  { value: 'auto', label: 'Auto', hint: 'Follows your system' },
];

export const RESET_MESSAGE = 'Settings have been successfully reset';

export default function SettingsPage() {
  const meta = usePageMeta();
  const { mode, setMode, resetTheme } = useTheme();
  const { fontSize, setFontSize, resetFontSize } = useFontSize();
  const { show } = useSnackbar();
  const modeName = useId();
  const fontSizeId = useId();

  const reset = () => {
    resetSettings();
    resetTheme();
    resetFontSize();
    show({ message: RESET_MESSAGE, duration: 3000, source: 'settings-reset', replace: true });
  };

  return (
    <>
      <PageHeader meta={meta} />
      <section className="settings-section" aria-labelledby="appearance-heading">
        <h2 id="appearance-heading">Appearance</h2>
        <div className="mode-choice" role="radiogroup" aria-labelledby="appearance-heading">
          {MODES.map((m) => (
            <label key={m.value} className="mode-choice__option" data-mode={m.value}>
              <input
                type="radio"
                name={modeName}
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
      </section>
      <section className="settings-section" aria-labelledby="color-heading">
        <h2 id="color-heading">Theme colour</h2>
        <PrimaryColorGrid legend="Primary theme colour" />
      </section>
      <section className="settings-section" aria-labelledby="font-heading">
        <h2 id="font-heading">Font size</h2>
        <div className="font-size">
          <label htmlFor={fontSizeId}>Base font size</label>
          <span className="font-size__small" aria-hidden="true">A</span>
          <input
            id={fontSizeId}
            type="range"
            min={FONT_SIZE_MIN}
            max={FONT_SIZE_MAX}
            step={1}
            value={fontSize}
            aria-valuetext={`${fontSize} pixels`}
            onChange={(event) => setFontSize(Number(event.currentTarget.value))}
          />
          <span className="font-size__large" aria-hidden="true">A</span>
          <output htmlFor={fontSizeId}>{fontSize}px</output>
        </div>
      </section>
      <section className="settings-section settings-section--actions">
        <DsButton variant="outline" onClick={reset}>
          Reset
        </DsButton>
      </section>
    </>
  );
}
