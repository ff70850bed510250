import { resetSettings } from '../../../elements/tokens/settings-store';
import { DsButton } from '../../ds/DsButton';
import { DsSlider } from '../../ds/DsSlider';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, useFontSize } from '../../providers/FontSizeProvider';
import { useSnackbar } from '../../providers/SnackbarProvider';
import { useTheme } from '../../providers/ThemeProvider';
import { AppearanceChoice } from '../../shell/AppearanceChoice';
import { PageHeader } from '../../shell/PageHeader';
import { PrimaryColorGrid } from '../../shell/PrimaryColorGrid';
import { usePageMeta } from '../../shell/use-page-meta';
import { STORAGE_STATUS_TEXT, useStorageStatus } from './storage-status';
import './settings.css';

export const RESET_MESSAGE = 'Settings have been successfully reset';

/** Appearance, primary colour, font size and Reset, all built from the ds-* elements. */
export default function SettingsPage() {
  const meta = usePageMeta();
  const { resetTheme } = useTheme();
  const { fontSize, setFontSize, resetFontSize } = useFontSize();
  const { show } = useSnackbar();
  const storage = useStorageStatus();

  const reset = () => {
    resetSettings();
    resetTheme();
    resetFontSize();
    show({ message: RESET_MESSAGE, duration: 3000, source: 'settings-reset', replace: true });
  };

  return (
    <>
      <PageHeader meta={meta} />
      {/* a status, so a write that fails later is announced */}
      <p className="settings-storage" role="status" data-status={storage}>
        {STORAGE_STATUS_TEXT[storage]}
      </p>
      <section className="settings-section" aria-labelledby="appearance-heading">
        <h2 id="appearance-heading">Appearance</h2>
        <AppearanceChoice />
      </section>
      <section className="settings-section" aria-labelledby="color-heading">
        <h2 id="color-heading">Theme colour</h2>
        <PrimaryColorGrid label="Primary theme colour" />
      </section>
      <section className="settings-section" aria-labelledby="font-heading">
        <h2 id="font-heading">Font size</h2>
        <div className="font-size">
          <span className="font-size__small" aria-hidden="true">
            A
          </span>
          <DsSlider
            className="font-size__slider"
            label="Base font size"
            min={FONT_SIZE_MIN}
            max={FONT_SIZE_MAX}
            step={1}
            value={fontSize}
            showValue
            valueText="{value} px"
            ticks="step"
            onInput={event => setFontSize(event.currentTarget.value)}
          />
          <span className="font-size__large" aria-hidden="true">
            A
          </span>
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
