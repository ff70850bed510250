import { useId } from 'react';
import { primarySwatches } from '../../content/swatches';
import { useSnackbar } from '../providers/SnackbarProvider';
import { useTheme } from '../providers/ThemeProvider';

/** SPEC §9: colour confirmations show for 3000 ms. */
export const COLOR_SNACKBAR_MS = 3000;

/**
 * Preset primary colours in a grid of 5 columns, as native radios so arrow keys and screen readers
 * work as for any radio group. Choosing one also sets the secondary to its inverse (ThemeProvider).
 */
export function PrimaryColorGrid({ legend = 'Primary theme colour' }: { legend?: string }) {
  const { primary, setPrimary } = useTheme();
  const { show } = useSnackbar();
  const name = useId();
  return (
    <fieldset className="color-grid">
      <legend className="color-grid__legend">{legend}</legend>
      <div className="color-grid__cells">
        {primarySwatches.map((swatch) => (
          <label key={swatch.code} className="color-grid__cell" title={swatch.name}>
            <input
              type="radio"
              name={name}
              value={swatch.code}
              checked={primary.toLowerCase() === swatch.code.toLowerCase()}
              onChange={() => {
                setPrimary(swatch.code);
                show({ message: `Primary color set to ${swatch.name}`, duration: COLOR_SNACKBAR_MS, source: 'primary-color', replace: true });
              }}
              aria-label={swatch.name}
            />
            <ColorChip color={swatch.code} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A swatch whose colour is set through the CSSOM (the CSP forbids inline style attributes). */
function ColorChip({ color }: { color: string }) {
  return <span className="color-grid__chip" style={{ backgroundColor: color }} aria-hidden="true" />;
}
