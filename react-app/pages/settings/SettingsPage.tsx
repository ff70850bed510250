import { useId } from 'react';
import { resetSettings } from '../../../elements/tokens/settings-store';
import { DsButton } from '../../ds/DsButton';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, useFontSize } from '../../providers/FontSizeProvider';
import { useSnackbar } from '../../providers/SnackbarProvider';
import { useTheme } from '../../providers/ThemeProvider';
import { AppearanceChoice } from '../../shell/AppearanceChoice';
import { PageHeader } from '../../shell/PageHeader';
import { PrimaryColorGrid } from '../../shell/PrimaryColorGrid';
import { usePageMeta } from '../../shell/use-page-meta';

export const RESET_MESSAGE = 'Settings have been successfully reset';

export default function SettingsPage() {
  const meta = usePageMeta();
  const { resetTheme } = useTheme();
  const { fontSize, setFontSize, resetFontSize } = useFontSize();
  const { show } = useSnackbar();
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
        <AppearanceChoice labelledBy="appearance-heading" />
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
