import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { DOWNLOAD_MACHINE, type DownloadMachine } from '../../../application/downloads/download.actors';
import type { DownloadEvent } from '../../../application/downloads/download.machine';
import {
  connectDownload,
  downloadList,
  type DownloadListItem,
  type DownloadModel,
  type DownloadState,
} from '../../../application/downloads/downloads.model';
import type { ResourceCache } from '../../../application/resource-cache';
import { ACTOR_OPTIONS, RESOURCE_CACHE, type ActorOptions } from '../../../application/tokens';
import { downloadPlan, type DownloadPlan, type OfflineSupport } from '../../../domain/downloads/download';
import type { Channel } from '../../../domain/guide/channel';
import { isFormerCustomer } from '../../../domain/session/profile';
import type { Show } from '../../../domain/shows/show';
import {
  OFFLINE_STORE,
  type DownloadInfo,
  type OfflineStore,
  type StoredDownload,
} from '../../../ports/offline-store.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useResource } from './use-resource';
import { useShowFlags } from './use-show-flags';

const DOWNLOADS_KEY = 'offline-downloads';

/** The shows in the offline store, read through the resource cache, and their removal. */
export function useDownloads() {
  const store = useService<OfflineStore>(OFFLINE_STORE);
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const stored = useResource(DOWNLOADS_KEY, () => store.list());
  const support = useResource('offline-support', () => store.support());
  const reload = useCallback(() => cache.expire(DOWNLOADS_KEY), [cache]);
  const items: readonly DownloadListItem[] = useMemo(() => downloadList(stored?.data ?? []), [stored?.data]);
  const remove = useCallback(
    async (showId: string) => {
      await store.remove(showId);
      reload();
    },
    [store, reload],
  );
  return {
    items,
    /** A complete stored show (an incomplete one is listed, never counted as downloaded). */
    byId: (showId: string): StoredDownload | undefined =>
      stored?.data?.find((item) => item.showId === showId && item.incomplete !== true),
    loading: stored === undefined || (stored.status === 'loading' && stored.data === undefined),
    error: stored?.status === 'failure' ? stored.error : null,
    support: support?.data ?? 'supported',
    remove,
    reload,
  };
}

const same = (a: DownloadState, b: DownloadState) =>
  a.value === b.value &&
  a.progress === b.progress &&
  a.error === b.error &&
  a.recordFirst === b.recordFirst &&
  a.interrupted === b.interrupted;

/** One show's download: the machine comes provided from the composition root. */
export function useDownload(
  info: DownloadInfo,
  plan: DownloadPlan,
  support: OfflineSupport,
  alreadyStored: boolean,
  onStored: () => void,
): DownloadModel & { readonly send: (event: DownloadEvent) => void } {
  const machine = useService<DownloadMachine>(DOWNLOAD_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, { ...options, input: { info, recordFirst: plan.kind === 'record-first' } });
  const state = useSelector(
    actor,
    (snapshot): DownloadState => ({
      value: snapshot.value as DownloadState['value'],
      progress: snapshot.context.progress,
      error: snapshot.context.error,
      recordFirst: snapshot.context.recordFirst,
      interrupted: snapshot.context.interrupted,
    }),
    same,
  );
  useEffect(() => {
    if (state.value === 'done') onStored();
  }, [state.value, onStored]);
  return { ...connectDownload(state, plan, support, alreadyStored), send: actor.send };
}

/** What the download screen offers for one show: its channel, what is stored with it, and the plan (spec point 6). */
export interface ShowDownload {
  readonly channel: Channel;
  readonly info: DownloadInfo;
  readonly plan: DownloadPlan;
}

/** A show's download plan, for a subscriber only; null until its channel and flags are known. */
export function useShowDownload(show: Show): ShowDownload | null {
  const { session } = useAuth();
  const { channel, flags } = useShowFlags(show);
  if (!channel || !flags) return null;
  const subscriber = session !== null && !isFormerCustomer(session.profile);
  return {
    channel,
    info: { showId: show.id, title: show.title, channelName: channel.name },
    plan: downloadPlan(channel, flags, subscriber),
  };
}
