import { useEffect, useState } from 'react';
import { DASHBOARD_REFRESH_MS, type DashboardWidget } from '../../../../content/dashboard';
import {
  everyIntervalWhileVisible,
  initialReadings,
  nextReadings,
  type DashboardReadings,
  type RandomSource,
} from './dashboard-simulation';

/**
 * The widgets' readings, refreshed every DASHBOARD_REFRESH_MS while `running` and the tab is
 * visible (a hidden tab stops the timer; showing it again resumes).
 */
export function useDashboardReadings(
  widgets: readonly DashboardWidget[],
  running: boolean,
  random: RandomSource = Math.random,
): DashboardReadings {
  const [readings, setReadings] = useState(() => initialReadings(widgets));
  useEffect(() => {
    if (!running) return undefined;
    return everyIntervalWhileVisible(
      () => setReadings(previous => nextReadings(widgets, previous, random)),
      DASHBOARD_REFRESH_MS,
      document,
    );
  }, [widgets, running, random]);
  return readings;
}
