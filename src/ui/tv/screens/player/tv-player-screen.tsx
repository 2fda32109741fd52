import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router';
import { returnsToPlayback } from '../../../../application/playback/hosted-player.model';
import { mediaKeyEvent } from '../../../../application/playback/player-remote.model';
import {
  isPlayerType,
  playerListOf,
  playerRouteRequest,
  playerZaps,
  type PlayerType,
} from '../../../../application/playback/player-route';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import { useAnnouncement } from '../../../shared/components/announcer';
import { useLiveScreen } from '../../../shared/hooks/use-live-screen';
import { alwaysStays } from '../../../shared/hooks/use-stop-before-leaving';
import type { Playback } from '../../../shared/hooks/use-playback';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { useNow } from '../../../shared/hooks/use-now';
import { usePlayerControls } from '../../../shared/hooks/use-player-controls';
import { useTrackLabels } from '../../../shared/hooks/use-tracks';
import { useZapping } from '../../../shared/hooks/use-zapping';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { PlayerSlot, useHostedPlayback } from '../../../shared/playback-host/hosted-playback';
import { afterCurrentTask } from '../../../shared/schedule';
import { FocusableButton } from '../../focusable';
import { MiniGuide } from './mini-guide';
import { TvLoginDialog } from './tv-login-dialog';
import { TvPinDialog } from './tv-pin-dialog';
import { TvPlayerControls } from './tv-player-controls';
import { besideGuide, bottom, message, muted, panel as panelLook, row, stage, typedNumber } from './tv-player-styles';
import { useTvPlayerKeys, type PlayerPanel } from './use-tv-player-keys';
import { ZapBanner } from './zap-banner';

const NO_TARGET = { channelId: null, showId: null };
const isPlayerPath = (pathname: string) => pathname.startsWith('/player/');

/** `/player/{type}` (spec point 2): a known type plays full screen; any other goes to live. */
export function TvPlayerScreen() {
  const { type } = useParams();
  return isPlayerType(type) ? <TvHostedPlayer type={type} /> : <Navigate to={screenPath('tv', 'live')} replace />;
}

/** The layout's one playback (PlaybackHost, tv-shell.tsx): the player draws once its code is there. */
function TvHostedPlayer({ type }: { type: PlayerType }) {
  const { t } = useTranslation();
  const { playback } = useHostedPlayback();
  return playback ? (
    <TvPlayer type={type} playback={playback} />
  ) : (
    <main className={stage} aria-label={t('player_label')} />
  );
}

/**
 * The full-screen TV player (issue 12, items 6 and 7): what the address asks plays at once; the
 * remote zaps (CH+/CH-, Up/Down, digits, last channel), opens the controls (Enter) and the
 * mini-guide (Right); the now/next banner comes with every zap. Visitors are asked to sign in,
 * protected shows ask for the parental PIN; the spec's messages show over the video; leaving
 * stops and reports the stream first (`useLiveScreen`), unless "player always on" keeps it playing
 * beside the next screen (the reduced player, `TvDock`), from which choosing it again brings it back.
 */
function TvPlayer({ type, playback }: { type: PlayerType; playback: Playback }) {
  const { t } = useTranslation();
  const labels = useTrackLabels();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const now = useNow();
  // Back to a stream that went on beside the other screens: it goes on (the address is not asked again).
  const back = useNavigationType() === 'POP';
  const [returning] = useState(() => returnsToPlayback({ back, active: playback.active }));
  const request = returning ? null : playerRouteRequest(type, params);
  const list = playerListOf(params);
  const { playerAlwaysOn } = usePreferences().preferences;
  const { model, live, choose } = useLiveScreen(
    'tv',
    list,
    request?.kind === 'target' ? request.target : NO_TARGET,
    playback,
    playerAlwaysOn ? alwaysStays : isPlayerPath,
  );
  const entries = live.status === 'success' ? live.entries : null;
  const zapping = useZapping(entries, playback.channelId, choose, playback.channelNow);
  // The playhead's poll (once a second) draws the position label alone (`TvPlayheadClock`), not the screen.
  const playerControls = usePlayerControls(playback, 'status');
  const [panel, setPanel] = useState<PlayerPanel>('none');
  const [browsed, setBrowsed] = useState(0);
  const [bannerFocused, setBannerFocused] = useState(false);
  const entry = entries?.find((each) => each.channel.id === playback.channelId) ?? null;
  const canZap = playerZaps(type, entries?.length ?? 0);
  const dialogOpen = model.loginDialog || playback.parental?.asking === true;

  // What the address asks besides a channel or a show (start-over, VOD) is sent once.
  const { send } = playback;
  const event = request?.kind === 'event' ? JSON.stringify(request.event) : null;
  useEffect(() => {
    if (event) send(JSON.parse(event));
  }, [event, send]);

  const leave = useCallback(() => {
    // Back to the screen the player was opened from, or to live when it was opened directly.
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(screenPath('tv', 'live'));
  }, [navigate]);
  const close = useCallback((): boolean => {
    if (panel === 'none' && !bannerFocused) return false;
    setFocus('player-menu');
    if (panel === 'none') zapping.hideBanner();
    setPanel('none');
    return true;
  }, [panel, bannerFocused, zapping]);

  useTvPlayerKeys(
    {
      panel,
      canZap,
      bannerFocused,
      close,
      leave,
      zap: zapping.zap,
      digit: zapping.digit,
      last: zapping.last,
      media: (key) => {
        const action = mediaKeyEvent(key, playerControls.latest());
        if (action) send(action);
      },
      browse: (step) => setBrowsed((index) => Math.min(Math.max(index + step, 0), (entries?.length ?? 1) - 1)),
      switchToBrowsed: () => {
        const chosen = entries?.[browsed];
        close();
        if (chosen) zapping.switchTo(chosen.channel.id);
      },
      open: (next) => {
        if (next === 'guide')
          setBrowsed(Math.max(0, entries?.findIndex((each) => each.channel.id === playback.channelId) ?? 0));
        setPanel(next);
      },
      focusBanner: () => {
        if (!entry) return;
        zapping.showBanner();
        setPanel('none');
        // The banner mounts with the show event: focus it once it is there.
        afterCurrentTask(() => setFocus('zap-banner'));
      },
    },
    !dialogOpen,
  );

  useEffect(() => {
    if (panel === 'controls') setFocus('player-controls');
  }, [panel]);

  const { audio, text } = playerControls.controls;
  const subtitles = [...new Set((text?.options ?? []).map(labels.text))];
  const audioDescription = (audio?.options ?? []).some((option) => option.track.audioDescription);
  const errorText = playback.error ? t(errorTextKey(playback.error)) : null;
  const typedText = zapping.typed
    ? t(zapping.typed.found ? 'tv_typed_number' : 'tv_no_channel', { number: zapping.typed.text })
    : null;
  useAnnouncement(playback.playing && entry ? t('tv_playing', { name: entry.channel.name }) : null);
  useAnnouncement(errorText);
  useAnnouncement(typedText);

  return (
    <main className={stage} aria-label={t('player_label')}>
      <PlayerSlot />
      {typedText ? (
        <p className={typedNumber} data-testid="typed-number">
          {typedText}
        </p>
      ) : null}
      {errorText ? (
        <p className={`${panelLook} ${message}`} role="alert">
          {errorText}
        </p>
      ) : null}
      {playback.loading && !errorText ? <p className={`${panelLook} ${message}`}>{t('player_loading')}</p> : null}
      {panel === 'guide' && entries ? (
        <MiniGuide
          entries={entries}
          browsed={browsed}
          playingChannelId={playback.channelId}
          now={now}
          onChoose={(chosen) => (close(), zapping.switchTo(chosen.channel.id))}
        />
      ) : null}
      {dialogOpen ? null : (
        <div className={panel === 'guide' ? `${bottom} ${besideGuide}` : bottom}>
          {zapping.bannerVisible && entry && panel !== 'guide' ? (
            <ZapBanner
              entry={entry}
              now={now}
              onHold={(held) => (setBannerFocused(held), zapping.holdBanner(held))}
              onEnter={() => setPanel('controls')}
            />
          ) : null}
          {panel === 'controls' ? <TvPlayerControls playback={playback} controls={playerControls} /> : null}
          <div className={`${panelLook} ${row}`}>
            <FocusableButton focusKey="player-menu" autoFocus onPress={() => setPanel('controls')}>
              {t('tv_player_menu')}
            </FocusableButton>
            {playback.playing ? (
              <span>
                {subtitles.length > 0 ? t('tv_subtitles', { languages: subtitles.join(', ') }) : t('tv_subtitles_none')}
              </span>
            ) : null}
            {playback.playing ? (
              <span>{audioDescription ? t('tv_audio_description') : t('tv_audio_description_none')}</span>
            ) : null}
            {/* The zapping keys only where they zap (not for a VOD title). */}
            <span className={muted}>
              {canZap ? `${t('tv_player_keys')} · ${t('tv_player_zap_keys')}` : t('tv_player_keys')}
            </span>
          </div>
        </div>
      )}
      {model.loginDialog ? <TvLoginDialog onCancel={playback.dismiss} /> : null}
      {playback.parental?.asking ? (
        <TvPinDialog
          busy={playback.parental.busy}
          error={playback.parental.error}
          onSubmit={playback.submitPin}
          onCancel={playback.cancelPin}
          onZap={canZap ? zapping.zap : undefined}
        />
      ) : null}
    </main>
  );
}
