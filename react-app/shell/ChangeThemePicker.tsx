import { normalizeHex } from '../../elements/color';
import { primarySwatches } from '../../content/swatches';
import { DsColorPicker } from '../ds/DsColorPicker';
import { useSnackbar } from '../providers/SnackbarProvider';
import { useTheme } from '../providers/ThemeProvider';
import { COLOR_SNACKBAR_MS } from './PrimaryColorGrid';
import './theme-choices.css';

/** The preset primary colours, as the picker's swatches (named, grouped by their separators). */
const SWATCHES = primarySwatches.map(({ code, name, separator }) => ({ code, name, separator }));

/**
 * The Change Theme modal's colour picker for the primary colour, with the presets as
 * its swatches. A committed colour (a swatch, the end of a drag, a key step, a typed hex on Enter
 * or blur) becomes the primary, unless the picker calls it unsupported (too light or too dark).
 */
export default function ChangeThemePicker() {
  const { primary, setPrimary } = useTheme();
  const { show } = useSnackbar();
  return (
    <DsColorPicker
      className="change-theme-picker"
      label="Primary colour"
      value={primary}
      swatches={SWATCHES}
      onChange={event => {
        const picker = event.currentTarget;
        const hex = normalizeHex(picker.value);
        if (!hex || picker.unsupported) return;
        setPrimary(hex);
        const name = primarySwatches.find(s => s.code.toLowerCase() === hex)?.name ?? hex;
        show({
          message: `Primary color set to ${name}`,
          duration: COLOR_SNACKBAR_MS,
          source: 'primary-color',
          replace: true,
        });
      }}
    />
  );
}
