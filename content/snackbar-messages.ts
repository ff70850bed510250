/** The ten canned messages of the Snackbar page's random demo. */
export const cannedSnackbarMessages = [
  'Changes saved',
  'Link copied to clipboard',
  'You are all caught up',
  'Draft restored',
  'Photo uploaded',
  'Settings synced across your devices',
  'Reminder set for tomorrow at 9:00',
  'Item moved to the archive',
  'Connection restored',
  'Thanks for the feedback!',
] as const;
