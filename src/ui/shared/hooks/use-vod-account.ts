import { useEffect, useRef, useState } from 'react';
import type { VodAccountState } from '../../../application/vod/vod.model';
import { VOD_API, type VodApi } from '../../../ports/vod.port';
import { useService } from '../services';

/**
 * The user's VOD account (licences and bookmarks), read when the page opens and again after
 * each stream stops, so that the next play resumes from the bookmark that stop saved. It is
 * not kept in the resource cache: a bookmark a few minutes old would resume at the wrong place.
 */
export function useVodAccount(streaming: boolean): VodAccountState {
  const vodApi = useService<VodApi>(VOD_API);
  const [revision, setRevision] = useState(0);
  const [state, setState] = useState<VodAccountState>({ status: 'loading' });
  const wasStreaming = useRef(streaming);
  useEffect(() => {
    if (wasStreaming.current && !streaming) setRevision((value) => value + 1);
    wasStreaming.current = streaming;
  }, [streaming]);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', account: previous.account }));
    vodApi.account().then(
      (account) => current && setState({ status: 'success', account }),
      (error: unknown) => current && setState((previous) => ({ status: 'failure', error, account: previous.account })),
    );
    return () => void (current = false);
  }, [vodApi, revision]);
  return state;
}
