import { useCallback, useEffect, useState } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { randomBlobSeed } from '../../../../elements/blob/geometry';
import { blobStateQuery, readBlobState, unreadLinkNotice, type BlobState } from './blob-state';

/**
 * The blob's state, read from the URL once and then written back to it on every change
 * (replacing the history entry: moving a slider does not add a step to Back). The component's
 * state leads, so a slider being dragged never waits for the router. A link that could not be read
 * gives `notice` (what was wrong, what is shown instead) and keeps its address until the visitor
 * changes something: the address they opened is not silently swapped for another blob's.
 */
export function useBlobUrlState(): [BlobState, (change: Partial<BlobState>) => void, string | null] {
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => readBlobState(params, randomBlobSeed));
  const [state, setState] = useState<BlobState>(opened.state);
  const [notice, setNotice] = useState(() => unreadLinkNotice(opened.unread));
  const query = params.toString();
  const pageHref = useHref(useLocation().pathname);

  useEffect(() => {
    if (notice !== null) return;
    // Only while the address is still this page's. After Back, this effect can still run (on a busy
    // device, or while the router renders the page before in a transition), and the replacement,
    // made relative to this page, would turn the entry Back went to into this tool again.
    if (window.location.pathname !== pageHref) return;
    const wanted = blobStateQuery(state);
    if (query !== wanted) setParams(wanted, { replace: true, preventScrollReset: true });
  }, [state, query, setParams, pageHref, notice]);

  const update = useCallback((change: Partial<BlobState>) => {
    setState(current => ({ ...current, ...change }));
    setNotice(null);
  }, []);
  return [state, update, notice];
}
