import { useSyncExternalStore } from 'react';
import { onStorageStatusChange, storageStatus, type StorageStatus } from '../../../elements/tokens/settings-store';

/** What the Settings page says about remembering the settings. */
export const STORAGE_STATUS_TEXT: Record<StorageStatus, string> = {
  saved: 'Saved in this browser.',
  blocked: 'Not saved: this browser is blocking storage.',
  full: "Not saved: this browser's storage is full.",
};

/** Whether the latest settings write reached storage; follows every later write. */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(onStorageStatusChange, () => storageStatus());
}
