/** Errors thrown by each hook outside its provider. */
export const PROVIDER_MESSAGES = {
  theme: 'useTheme must be used inside ThemeProvider',
  fontSize: 'useFontSize must be used inside FontSizeProvider',
  nav: 'LeftNavigation must be used within a NavProvider',
  snackbar: 'useSnackbar must be used inside SnackbarProvider',
  modal: 'useModal must be used inside ModalProvider',
} as const;
