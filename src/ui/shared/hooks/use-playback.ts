import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { canSeek } from '../../../application/playback-content';
import { createBookmarkActions } from '../../../application/bookmark-cadence';
import { createPlaybackActions, createPlaybackActors } from '../../../application/playback.actors';
import { playbackMachine, type PlaybackEvent } from '../../../application/playback.machine';
import type { ResourceCache } from '../../../application/resource-cache';
import { createRightsCache } from '../../../application/rights-cache';
import { ACTOR_OPTIONS, RESOURCE_CACHE, type ActorOptions } from '../../../application/tokens';
import { CLOCK, type Clock } from '../../../ports/clock.port';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { PLAYER_FACTORY, type Playhead, type PlayerFactory } from '../../../ports/player.port';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { SHOWS_API, type ShowsApi } from '../../../ports/shows.port';
import { USAGE_API, type UsageApi } from '../../../ports/usage.port';
import { VOD_API, type VodApi } from '../../../ports/vod.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { WATCH_NEXT_RESOURCE } from './use-home-rows';
import { useShowExtras } from './use-show-extras';

/** The player's DRM key system for replay rights (the demo streams use ClearKey). */
const RIGHTS_REQUEST = { keySystemId: 'org.w3.clearkey' } as const;
/** The playhead is polled about once a second and handed to the machine. */
const PLAYHEAD_POLL_MS = 1000;

type Send<T extends PlaybackEvent['type']> = Omit<Extract<PlaybackEvent, { type: T }>, 'type'>;

/** One player bound to a video element, driven by the playback machine. */
export function usePlayback() {
  const { session } = useAuth();
  const profile = session?.profile ?? null;
  const guideApi = useService<GuideApi>(GUIDE_API);
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const vodApi = useService<VodApi>(VOD_API);
  const usageApi = useService<UsageApi>(USAGE_API);
  const sessionApi = useService<SessionApi>(SESSION_API);
  const clock = useService<Clock>(CLOCK);
  const createPlayer = useService<PlayerFactory>(PLAYER_FACTORY);
  const player = useMemo(() => createPlayer(), [createPlayer]);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Live rights are asked once for a neighbour's preload and the zap to it.
  const rights = useMemo(() => createRightsCache((channelId) => guideApi.channelRights(channelId), clock), [guideApi, clock]);
  const zapGuideApi = useMemo<GuideApi>(() => ({ ...guideApi, channelRights: rights.channelRights }), [guideApi, rights]);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(
    playbackMachine.provide({
      actors: createPlaybackActors({ guideApi: zapGuideApi, showsApi, vodApi, usageApi, sessionApi, player, clock, rightsRequest: RIGHTS_REQUEST }),
      actions: { ...createPlaybackActions(player), ...createBookmarkActions(usageApi) },
    }),
    { ...options, input: { profile } },
  );
  const state = useSelector(
    actor,
    (snapshot) => ({
      channelId: snapshot.context.channelId,
      error: snapshot.context.error,
      loading: snapshot.hasTag('loading'),
      playing: snapshot.matches('playing'),
      active: !snapshot.matches('idle') && !snapshot.hasTag('loginDialog'),
      loginRequired: snapshot.hasTag('loginDialog'),
      content: snapshot.context.content,
      volume: snapshot.context.volume,
      canStartOver: snapshot.can({ type: 'player.startOver' }),
      canSeek: canSeek(snapshot.context),
      canGoLive: snapshot.can({ type: 'player.goLive' }),
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const parental = useSelector(actor, (snapshot) => snapshot.children.parental);
  const challenge = useSelector(parental, (snapshot) =>
    snapshot === undefined ? null : { asking: snapshot.hasTag('dialog'), busy: snapshot.hasTag('busy'), error: snapshot.context.error },
  );

  // A seen show changes the flags and the watch-next row: read them again. A saved bookmark only
  // marks watch-next out of date (read when next shown): a save never reloads the extras.
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const { reload: reloadExtras } = useShowExtras();
  useEffect(() => {
    const subscriptions = [
      actor.on('player.bookmarked', () => cache.expire(WATCH_NEXT_RESOURCE)),
      actor.on('player.seen', () => (reloadExtras(), cache.expire(WATCH_NEXT_RESOURCE))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, cache, reloadExtras]);

  // The page going away (tab hidden, closed, navigated off) saves the bookmark at once.
  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && actor.send({ type: 'player.hidden' });
    const leaving = () => actor.send({ type: 'player.hidden' });
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => (document.removeEventListener('visibilitychange', hidden), window.removeEventListener('pagehide', leaving));
  }, [actor]);

  useEffect(() => {
    actor.send({ type: 'player.profileChanged', profile });
    rights.clear();
  }, [actor, profile, rights]);

  useEffect(() => {
    if (videoRef.current) void player.attach(videoRef.current);
    return () => void player.destroy();
  }, [player]);

  // One poll feeds both the machine (bookmarks, seen) and the controls on screen.
  const [playhead, setPlayhead] = useState<Playhead | null>(null);
  useEffect(() => {
    if (!state.playing) return undefined;
    const poll = () => {
      const head = player.playhead();
      setPlayhead(head);
      if (head !== null) actor.send({ type: 'player.progress', position: head.position, duration: head.seekEnd, paused: head.paused });
    };
    poll();
    const timer = setInterval(poll, PLAYHEAD_POLL_MS);
    return () => clearInterval(timer);
  }, [actor, player, state.playing]);

  return {
    ...state,
    videoRef,
    /** The player itself, for the controls that act on the stream directly (seek, pause, tracks). */
    player,
    /** The playhead as last polled, while playing. */
    playhead: state.playing ? playhead : null,
    /** The parental PIN dialog while a protected content waits for it. */
    parental: challenge,
    /** Plays a channel live; with the channel, a visitor is asked to sign in unless it is free for visitors. */
    play: (channelId: string, channel?: Send<'player.playChannel'>['channel']) => actor.send({ type: 'player.playChannel', channelId, channel }),
    playShow: (request: Send<'player.playShow'>) => actor.send({ type: 'player.playShow', ...request }),
    playVod: (request: Send<'player.playVod'>) => actor.send({ type: 'player.playVod', ...request }),
    startOver: () => actor.send({ type: 'player.startOver' }),
    /** Plays a channel's current show from its beginning (asked from outside the player). */
    playStartOver: (channelId: string) => actor.send({ type: 'player.playStartOver', channelId }),
    goLive: () => actor.send({ type: 'player.goLive' }),
    setVolume: (volume: number) => actor.send({ type: 'player.setVolume', volume }),
    submitPin: (pin: string) => parental?.send({ type: 'pin.submit', pin }),
    cancelPin: () => parental?.send({ type: 'pin.cancel' }),
    dismiss: () => actor.send({ type: 'player.dismiss' }),
    stop: () => actor.send({ type: 'player.stop' }),
    /** Prepares a channel the user may zap to next (signed in only: visitors' rights are few). */
    preloadChannel: (channelId: string) => {
      if (session) void rights.channelRights(channelId).then((granted) => player.preload(granted), () => undefined);
    },
  };
}
