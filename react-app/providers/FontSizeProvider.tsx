import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyThemeToDocument } from '../lib/apply-theme';
import {
  defaultFontSize,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  readSettings,
  writeFontSize,
} from '../../elements/tokens/settings-store';
import { createRequiredContext } from './create-required-context';
import { PROVIDER_MESSAGES } from './messages';

export { FONT_SIZE_MAX, FONT_SIZE_MIN };

export interface FontSizeContextValue {
  fontSize: number;
  /** The pixel-ratio default: what Reset returns to. */
  defaultSize: number;
  setFontSize(size: number): void;
  resetFontSize(): void;
}

const [FontSizeContext, useFontSize] = createRequiredContext<FontSizeContextValue>(
  'FontSizeContext',
  PROVIDER_MESSAGES.fontSize,
);
export { useFontSize };

export function FontSizeProvider({ children }: { children: ReactNode }) {
  const defaultSize = defaultFontSize(window.devicePixelRatio);
  const [fontSize, setSize] = useState(() => readSettings().fontSize);

  useEffect(() => {
    applyThemeToDocument({ fontSize });
  }, [fontSize]);

  const value = useMemo<FontSizeContextValue>(
    () => ({
      fontSize,
      defaultSize,
      setFontSize: size => {
        const clamped = Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(size)));
        if (!Number.isFinite(clamped)) return;
        setSize(clamped);
        writeFontSize(clamped);
      },
      resetFontSize: () => setSize(defaultSize),
    }),
    [fontSize, defaultSize],
  );

  return <FontSizeContext value={value}>{children}</FontSizeContext>;
}
