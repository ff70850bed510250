import { useState } from 'react';
import { isUnsupportedColor } from '../../../../elements/color';
import { DsButton } from '../../../ds/DsButton';
import { DsColorPicker } from '../../../ds/DsColorPicker';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { useTheme } from '../../../providers/ThemeProvider';
import { COLOR_SNACKBAR_MS } from '../../../shell/PrimaryColorGrid';

/** A custom primary colour inside a modal: "Set as Primary" is disabled for an Unsupported Color. */
export function PrimaryColorPanel() {
  const { primary, setPrimary } = useTheme();
  const { show } = useSnackbar();
  const [color, setColor] = useState(primary);
  const unsupported = isUnsupportedColor(color);
  return (
    <div className="modal-demo__picker">
      <DsColorPicker label="Primary colour" value={color} onInput={event => setColor(event.currentTarget.value)} />
      <DsButton
        disabled={unsupported}
        data-modal-close="set"
        onClick={() => {
          setPrimary(color);
          show({
            message: `Primary color set to ${color}`,
            duration: COLOR_SNACKBAR_MS,
            source: 'primary-color',
            replace: true,
          });
        }}
      >
        Set as Primary
      </DsButton>
    </div>
  );
}
