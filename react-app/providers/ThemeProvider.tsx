import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { inverseColor } from '../../elements/color';
import { applyThemeToDocument } from '../lib/apply-theme';
import {
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  readSettings,
  writeColors,
  writeMode,
  type ThemeMode,
} from '../../elements/tokens/settings-store';
import { createRequiredContext } from './create-required-context';
import { PROVIDER_MESSAGES } from './messages';

export type { ThemeMode };

export interface ThemeContextValue {
  mode: ThemeMode;
  primary: string;
  secondary: string;
  setMode(mode: ThemeMode): void;
  /** Sets the primary and the secondary to the primary's inverse. */
  setPrimary(hex: string): void;
  setSecondary(hex: string): void;
  /** Sets both colours at once, exactly as given (a shared link, or Reset on the Color System page). */
  setColors(primary: string, secondary: string): void;
  /** Back to the default colours and auto mode (storage is cleared by the caller's reset). */
  resetTheme(): void;
}

const [ThemeContext, useTheme] = createRequiredContext<ThemeContextValue>('ThemeContext', PROVIDER_MESSAGES.theme);
export { useTheme };

/** Stores and applies the theme; elements/tokens/theme.ts computes the variables. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(() => readSettings());
  const [mode, setModeState] = useState<ThemeMode>(initial.mode);
  const [colors, setColors] = useState({ primary: initial.primary, secondary: initial.secondary });

  useEffect(() => {
    applyThemeToDocument({ mode, primary: colors.primary, secondary: colors.secondary });
  }, [mode, colors]);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    writeMode(next);
  }, []);

  const saveColors = useCallback((primary: string, secondary: string) => {
    setColors({ primary, secondary });
    writeColors({ primary, secondary });
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      mode,
      ...colors,
      setMode,
      setPrimary: hex => saveColors(hex, inverseColor(hex) ?? colors.secondary),
      setSecondary: hex => saveColors(colors.primary, hex),
      setColors: saveColors,
      resetTheme: () => {
        setModeState('auto');
        setColors({ primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY });
      },
    }),
    [mode, colors, setMode, saveColors],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
