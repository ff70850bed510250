import { useCallback, useEffect, useState } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { randomBlobSeed } from '../../../../elements/blob/geometry';
import { blobStateQuery, readBlobState, type BlobState } from './blob-state';

/**
 * The blob's state, read from the URL once and then written back to it on every change
 * (replacing the history entry: moving a slider does not add a step to Back). The component's
 * state leads, so a slider being dragged never waits for the router.
 */
export function useBlobUrlState(): [BlobState, (change: Partial<BlobState>) => void] {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<BlobState>(() => readBlobState(params, randomBlobSeed).state);
  const query = params.toString();
  const pageHref = useHref(useLocation().pathname);

  useEffect(() => {
    // Only while the address is still this page's. After Back, this effect can still run (on a busy
    // device, or while the router renders the page before in a transition), and the replacement,
    // made relative to this page, would turn the entry Back went to into this tool again.
    if (window.location.pathname !== pageHref) return;
    const wanted = blobStateQuery(state);
    if (query !== wanted) setParams(wanted, { replace: true, preventScrollReset: true });
  }, [state, query, setParams, pageHref]);

  const update = useCallback((change: Partial<BlobState>) => setState(current => ({ ...current, ...change })), []);
  return [state, update];
}
