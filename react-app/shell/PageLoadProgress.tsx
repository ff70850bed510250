import { useEffect } from 'react';
import { usePageLoading } from '../lib/lazy-page';
import { whenIdle } from '../lib/when-idle';
import './page-load-progress.css';

// The element is not part of the first page's JavaScript (as the snackbar host is not): it loads when the
// browser is idle, or at the first page load that shows the bar; the tag upgrades when its module arrives.
let elementLoaded: Promise<unknown> | undefined;
const loadElement = () => (elementLoaded ??= import('../../elements/progress/ds-progress'));

/**
 * A thin indeterminate bar along the top of the window while a page's code loads: on a navigation
 * (the previous page stays meanwhile) and on a first visit whose page is slow to arrive. Fixed in
 * place, so nothing moves when it comes and goes; it shows only after a short wait, so a fast load
 * does not flash it.
 */
export function PageLoadProgress() {
  const loading = usePageLoading();
  useEffect(() => whenIdle(() => void loadElement()), []);
  if (!loading) return null;
  void loadElement();
  return <ds-progress className="page-load-progress" indeterminate label="Loading the page" />;
}
