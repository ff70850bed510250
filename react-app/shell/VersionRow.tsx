import { useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../providers/SnackbarProvider';
import { countTap, NO_TAPS, TAP_IDLE_RESET_MS, TAPS_TO_REVEAL } from '../lib/tap-counter';
import { formatBuildTime } from '../lib/build-info';

/**
 * The version row: 8 quick taps show the build date and time for 3000 ms. A countdown of the taps
 * still needed is visible while tapping and starts over after 1 s without a tap.
 * The button keeps its name ("Version x.y.z"): the countdown is for the eye, and a separate polite
 * live region says once, at the first tap, how many more are needed.
 */
export function VersionRow() {
  const snackbar = useSnackbar();
  const [taps, setTaps] = useState(NO_TAPS);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const onTap = () => {
    const next = countTap(taps, Date.now());
    clearTimeout(idleTimer.current);
    if (next.count >= TAPS_TO_REVEAL) {
      setTaps(NO_TAPS);
      snackbar.show({
        message: `Built ${formatBuildTime(__BUILD_TIME__)}`,
        duration: 3000,
        source: 'build-info',
        replace: true,
      });
      return;
    }
    setTaps(next);
    idleTimer.current = setTimeout(() => setTaps(NO_TAPS), TAP_IDLE_RESET_MS);
  };

  const remaining = TAPS_TO_REVEAL - taps.count;
  const counting = taps.count > 0;
  return (
    <>
      <button type="button" className="version-row" onClick={onTap}>
        <span>Version {__APP_VERSION__}</span>
        <span className="version-row__countdown" aria-hidden="true">
          {counting ? `${remaining} more` : ''}
        </span>
      </button>
      <span className="visually-hidden version-row__announce" aria-live="polite" aria-atomic="true">
        {counting ? `Tap ${TAPS_TO_REVEAL - 1} more times to show the build time` : ''}
      </span>
    </>
  );
}
