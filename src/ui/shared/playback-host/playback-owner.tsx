import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { hostedPlayerPlace } from '../../../application/playback/hosted-player.model';
import { VideoSurface } from '../components/video-surface';
import { usePlayback } from '../hooks/use-playback';
import { usePreferences } from '../hooks/use-preferences';
import { useTranslation } from '../i18n/use-translation';
import type { DockProps } from './dock-props';
import type { PlaybackHostStore } from './playback-host-store';

/**
 * The host's playback and its one video element (in the store's container, which the store
 * moves between players), handed to the screens, and the layout's docked player. Leaving the
 * screen that played, the stream goes on in the dock with "player always on", else it stops
 * (the machine reports it: it outlives the screen). Signing out stops it (the machine's rule).
 */
export function PlaybackOwner({ store, Dock }: { store: PlaybackHostStore; Dock: ComponentType<DockProps> }) {
  const { t } = useTranslation();
  const playback = usePlayback();
  const { playerAlwaysOn } = usePreferences().preferences;
  const screen = useSyncExternalStore(store.subscribe, store.screen);
  const place = hostedPlayerPlace({ active: playback.active, screen, alwaysOn: playerAlwaysOn });
  // After the playback's own effects (its player attached, the profile handed over): a command a
  // screen sent before it existed is sent now, and is not undone by a visitor's "signed out".
  useEffect(() => store.publish(playback));
  const { send } = playback;
  useEffect(() => {
    if (place === 'stop') send({ type: 'player.stop' });
  }, [place, send]);
  return (
    <>
      {createPortal(<VideoSurface videoRef={playback.videoRef} label={t('player_label')} />, store.container)}
      <Dock
        playback={playback}
        shown={place === 'dock'}
        videoBox={store.dock}
        screenPath={store.screenPath()}
        alwaysOn={playerAlwaysOn}
      />
    </>
  );
}
