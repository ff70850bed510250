import { useTheme } from '../providers/ThemeProvider';
import { useSnackbar } from '../providers/SnackbarProvider';
import { useMediaQuery } from '../lib/use-media-query';

/** The theme-change snackbar shows for 1000 ms. */
export const THEME_SNACKBAR_MS = 1000;

/** The theme dot display: one press switches between light and dark. */
export function ThemeDot() {
  const { mode, setMode } = useTheme();
  const { show } = useSnackbar();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const isDark = mode === 'dark' || (mode === 'auto' && systemDark);
  const next = isDark ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-dot"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        setMode(next);
        show({ message: `Theme changed to ${next}`, duration: THEME_SNACKBAR_MS, source: 'theme', replace: true });
      }}
    >
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className="theme-dot__dot" />
      ))}
    </button>
  );
}
