export type DeviceClass = 'mobile' | 'desktop' | 'pwa';

export interface DeviceSignals {
  standalone: boolean;
  coarsePointer: boolean;
  userAgent: string;
}

/** The page gets one class at start — pwa (standalone display) wins over mobile. */
export function deviceClass({ standalone, coarsePointer, userAgent }: DeviceSignals): DeviceClass {
  if (standalone) return 'pwa';
  if (coarsePointer || /Mobi|Android|iPhone|iPad/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function readDeviceSignals(win: Window): DeviceSignals {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return {
    standalone: win.matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
    coarsePointer: win.matchMedia('(pointer: coarse) and (hover: none)').matches,
    userAgent: nav.userAgent,
  };
}
