import { useState } from 'react';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { useTheme } from '../../../providers/ThemeProvider';
import { COLOR_SNACKBAR_MS } from '../../../shell/PrimaryColorGrid';
import {
  DEFAULT_COLORS,
  THEME_ROLES,
  colorSetMessage,
  differsFromDefault,
  pickerCode,
  type ThemeColors,
  type ThemeRole,
} from './color-choice';
import { ColorChoice } from './ColorChoice';
import { useShownColours } from './shown-colours';

const KEYS = [
  ['Tab', 'Move between the colour area, the hue slider, the hex field and the swatches'],
  ['Arrow keys', 'Area: saturation (left, right) and brightness (up, down); hue slider: hue; swatches: the next one'],
  ['Shift + Arrow / Page Up / Page Down', 'Larger steps (20 %)'],
  ['Home / End', 'Area: saturation 0 % / 100 %; hue slider and swatches: first / last'],
  ['Enter / Space', 'Pick the focused swatch; Enter in the hex field applies the typed colour'],
] as const;

/**
 * Pick a primary and a secondary colour (a preset swatch or any custom colour)
 * and set it with "Set as Primary" / "Set as Secondary". The picks follow the colours shown whenever
 * they change (here, in Change Theme, or a link's preview). Reset returns the theme, and the picks,
 * to the default colours.
 */
export function ThemeChooser() {
  const theme = useTheme();
  const shown = useShownColours();
  const { show } = useSnackbar();
  const [chosen, setChosen] = useState<ThemeColors>(shown);
  // The picks follow the colours shown: a colour set (also elsewhere), or a link's preview
  // starting or ending, replaces the pick of its role.
  const [seen, setSeen] = useState<ThemeColors>(shown);
  if (seen.primary !== shown.primary || seen.secondary !== shown.secondary) {
    setSeen(shown);
    setChosen(picks => ({
      primary: seen.primary !== shown.primary ? shown.primary : picks.primary,
      secondary: seen.secondary !== shown.secondary ? shown.secondary : picks.secondary,
    }));
  }

  const set = (role: ThemeRole, hex: string) => {
    // A primary brings its inverse as the secondary (the provider does that).
    if (role === 'primary') theme.setPrimary(hex);
    else theme.setSecondary(hex);
    void show({
      message: colorSetMessage(role, hex),
      duration: COLOR_SNACKBAR_MS,
      source: `${role}-color`,
      replace: true,
    });
  };

  const demo = {
    changed: differsFromDefault(chosen) || differsFromDefault(theme),
    reset: () => {
      theme.setColors(DEFAULT_COLORS.primary, DEFAULT_COLORS.secondary);
      setChosen({ ...DEFAULT_COLORS });
    },
  };

  return (
    <DemoSection
      title="Theme colours"
      description="Pick a preset swatch or any custom colour, then set it. The whole site follows at once and remembers it; setting a primary also sets the secondary to its inverse."
      wide
    >
      <div className="cs-choices">
        {THEME_ROLES.map(role => (
          <ColorChoice
            key={role}
            role={role}
            current={theme[role]}
            chosen={chosen[role]}
            onChoose={hex => setChosen(picks => ({ ...picks, [role]: hex }))}
            onSet={hex => set(role, hex)}
          />
        ))}
      </div>
      <div className="cs-chooser__footer">
        <Snippet label="Colour picker code" {...pickerCode(chosen)} />
        <ResetButton demo={demo} />
        <KeyboardNotes rows={KEYS} title="Keyboard (colour picker)" />
      </div>
    </DemoSection>
  );
}
