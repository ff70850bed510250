import { createContext, useContext } from 'react';
import { useTheme } from '../../../providers/ThemeProvider';
import type { ThemeColors } from './color-choice';

/** The colours a link previews on the Color System page; null shows the site's theme. */
export const PreviewColours = createContext<ThemeColors | null>(null);

/** The colours the page's demos show: a link's preview, else the site's theme. */
export function useShownColours(): ThemeColors {
  const { primary, secondary } = useTheme();
  return useContext(PreviewColours) ?? { primary, secondary };
}
