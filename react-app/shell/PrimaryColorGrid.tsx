import { primarySwatches } from '../../content/swatches';
import { DsRadio } from '../ds/DsRadio';
import { DsRadioGroup } from '../ds/DsRadioGroup';
import { DsTooltip } from '../ds/DsTooltip';
import { useSnackbar } from '../providers/SnackbarProvider';
import { useTheme } from '../providers/ThemeProvider';
import './theme-choices.css';

/** Colour confirmations show for 3000 ms. */
export const COLOR_SNACKBAR_MS = 3000;

/**
 * Preset primary colours in a grid of 5 columns: a ds-radio-group of swatches, so it
 * is one tab stop and the arrow keys choose. Each swatch is named by its colour's name (also its
 * tooltip). Choosing one also sets the secondary to its inverse (ThemeProvider).
 */
export function PrimaryColorGrid({ label = 'Primary theme colour' }: { label?: string }) {
  const { primary, setPrimary } = useTheme();
  const { show } = useSnackbar();
  const current = primarySwatches.find(s => s.code.toLowerCase() === primary.toLowerCase());
  return (
    <DsRadioGroup
      className="color-grid"
      label={label}
      value={current?.code ?? ''}
      onChange={event => {
        const swatch = primarySwatches.find(s => s.code === event.currentTarget.value);
        if (!swatch) return;
        setPrimary(swatch.code);
        show({
          message: `Primary color set to ${swatch.name}`,
          duration: COLOR_SNACKBAR_MS,
          source: 'primary-color',
          replace: true,
        });
      }}
    >
      {primarySwatches.map(swatch => (
        <DsTooltip key={swatch.code} content={swatch.name}>
          <DsRadio className="color-grid__cell" value={swatch.code} label={swatch.name}>
            <ColorChip color={swatch.code} />
          </DsRadio>
        </DsTooltip>
      ))}
    </DsRadioGroup>
  );
}

/** A swatch whose colour is set through the CSSOM (the CSP forbids inline style attributes). */
function ColorChip({ color }: { color: string }) {
  return <span slot="icon" className="color-grid__chip" style={{ backgroundColor: color }} aria-hidden="true" />;
}
