import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { localPreferencesOf } from '../../../application/account/local-preferences.service';
import { canSeek } from '../../../application/playback/playback-content';
import type { PlaybackFactory } from '../../../application/playback/playback.factory';
import type { PlaybackCommand, PlaybackEvent } from '../../../application/playback/playback.machine';
import type { ResourceCache } from '../../../application/resource-cache';
import { ACTOR_OPTIONS, PLAYBACK_FACTORY, RESOURCE_CACHE, type ActorOptions } from '../../../application/tokens';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../ports/preferences.port';
import { useService } from '../services';
import { useSelectorAfterTask } from './use-selector-after-task';
import { useAuth } from './use-auth';
import { WATCH_NEXT_RESOURCE } from './use-home-rows';
import { usePlayingChannel } from './use-playing-channel';
import { useShowExtras } from './use-show-extras';

type Send<T extends PlaybackEvent['type']> = Omit<Extract<PlaybackEvent, { type: T }>, 'type'>;

/** One player bound to a video element, driven by the playback machine the composition root provides. */
export function usePlayback() {
  const { session } = useAuth();
  const profile = session?.profile ?? null;
  const createPlayback = useService<PlaybackFactory>(PLAYBACK_FACTORY);
  const [{ machine, player, forgetRights }] = useState(createPlayback);
  const videoRef = useRef<HTMLVideoElement>(null);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, { ...options, input: { profile } });
  // Drawn in the task after a change: a zap's stream starts loading before the screen draws the choice.
  const state = useSelectorAfterTask(
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
    // Each field is a flag, an id or an object the machine replaces when it changes.
    shallowEqual,
  );
  const parental = useSelector(actor, (snapshot) => snapshot.children.parental);
  const challenge = useSelector(parental, (snapshot) =>
    snapshot === undefined
      ? null
      : { asking: snapshot.hasTag('dialog'), busy: snapshot.hasTag('busy'), error: snapshot.context.error },
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
    return () => (
      document.removeEventListener('visibilitychange', hidden),
      window.removeEventListener('pagehide', leaving)
    );
  }, [actor]);

  // What plays goes into the device's live or replay history (kept only while its preference is on).
  const preferences = localPreferencesOf(useService<PreferencesStore>(PREFERENCES_STORE));
  const { playing, content } = state;
  useEffect(() => {
    if (!playing || content === null) return;
    if (content.kind === 'live') preferences.watched('live', content.channelId);
    if (content.kind === 'replay') preferences.watched('replay', content.show.id);
  }, [playing, content, preferences]);

  // A reminder of the channel playing live is not shown.
  usePlayingChannel(state.active && content?.kind === 'live' ? content.channelId : null);

  useEffect(() => {
    actor.send({ type: 'player.profileChanged', profile });
    forgetRights();
  }, [actor, profile, forgetRights]);

  useEffect(() => {
    if (videoRef.current) void player.attach(videoRef.current);
    return () => void player.destroy();
  }, [player]);

  const send: (event: PlaybackCommand) => void = actor.send;
  return {
    ...state,
    videoRef,
    /**
     * The machine, for what moves on every poll (the playhead, `usePlayhead`): read by the parts
     * that show it alone, so that the screen holding the playback does not draw again every second.
     */
    actor,
    /** The channel the machine plays or was just asked, for what a key decides (`channelId` is drawn a task later). */
    channelNow: () => actor.getSnapshot().context.channelId,
    /** The player itself, for the audio and subtitle tracks (`useTracks`). */
    player,
    /** The parental PIN dialog while a protected content waits for it. */
    parental: challenge,
    /** Sends what the screen's model asks (play, pause, seek, start-over, volume, stop…); stable across renders. */
    send,
    /** Plays a channel live; with the channel, a visitor is asked to sign in unless it is free for visitors. */
    play: (channelId: string, channel?: Send<'player.playChannel'>['channel']) =>
      actor.send({ type: 'player.playChannel', channelId, channel }),
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
  };
}

export type Playback = ReturnType<typeof usePlayback>;
