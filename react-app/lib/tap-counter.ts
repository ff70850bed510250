/** Taps on the version row needed to reveal the build info, and the idle reset. */
export const TAPS_TO_REVEAL = 8;
export const TAP_IDLE_RESET_MS = 1000;

export interface TapState {
  count: number;
  lastTapAt: number;
}

export const NO_TAPS: TapState = { count: 0, lastTapAt: 0 };

/** Counts a tap; more than the idle time since the last one starts again from one. */
export function countTap(state: TapState, now: number, idleMs = TAP_IDLE_RESET_MS): TapState {
  const continues = state.count > 0 && now - state.lastTapAt <= idleMs;
  return { count: continues ? state.count + 1 : 1, lastTapAt: now };
}
