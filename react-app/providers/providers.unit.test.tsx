import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFontSize } from './FontSizeProvider';
import { PROVIDER_MESSAGES } from './messages';
import { useModal } from './ModalProvider';
import { useNav } from './NavProvider';
import { useSnackbar } from './SnackbarProvider';
import { useTheme } from './ThemeProvider';

function renderHookOutsideProvider(hook: () => unknown) {
  function Probe() {
    hook();
    return null;
  }
  return () => renderToString(<Probe />);
}

describe('each hook throws its message outside its provider', () => {
  it.each([
    ['useTheme', useTheme, PROVIDER_MESSAGES.theme],
    ['useFontSize', useFontSize, PROVIDER_MESSAGES.fontSize],
    ['useNav', useNav, PROVIDER_MESSAGES.nav],
    ['useSnackbar', useSnackbar, PROVIDER_MESSAGES.snackbar],
    ['useModal', useModal, PROVIDER_MESSAGES.modal],
  ])('%s', (_name, hook, message) => {
    expect(renderHookOutsideProvider(hook)).toThrow(message);
  });

  it('uses the agreed wording for font size and navigation', () => {
    expect(PROVIDER_MESSAGES.fontSize).toBe('useFontSize must be used inside FontSizeProvider');
    expect(PROVIDER_MESSAGES.nav).toBe('LeftNavigation must be used within a NavProvider');
  });
});
