import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStoragePreferences } from '../../../../../src/adapters/storage/local-preferences.store';
import type { ApiErrorKind } from '../../../../../src/domain/errors';
import type { Playhead } from '../../../../../src/ports/player.port';
import { PREFERENCES_STORE } from '../../../../../src/ports/preferences.port';
import type { Playback } from '../../../../../src/ui/shared/hooks/use-playback';
import { MemoryRouter } from 'react-router';
import { PlaybackHost } from '../../../../../src/ui/shared/playback-host/playback-host';
import { DockedPlayer } from '../../../../../src/ui/web/docked-player';
import { PlayerPanel } from '../../../../../src/ui/web/screens/player/player-panel';
import { FakePlayer } from '../../../../fakes/fake-player';
import { fakePort, FakeServices } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';
import type { ShowNeighbour, ShowsApi } from '../../../../../src/ports/shows.port';
import { aShow } from '../../../../fakes/shows';

const livePlayhead: Playhead = {
  position: 7000,
  seekStart: 100,
  seekEnd: 7200,
  live: true,
  paused: false,
  volume: 1,
  wallClockMs: null,
};

/** The playback machine as `usePlayhead` reads it: a snapshot that stays, with the given playhead while playing. */
const actorWith = (playhead: Playhead | null, playing: boolean) => {
  const snapshot = { matches: (state: string) => state === 'playing' && playing, context: { playhead } };
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => undefined }) };
};

/** The panel over a playback in the given state; `send` tells what the controls asked of the machine. */
function renderPanel({
  playhead = livePlayhead,
  shows = fakePort<ShowsApi>({}),
  ...state
}: Partial<Playback> & { playhead?: Playhead | null; shows?: ShowsApi } = {}) {
  const player = new FakePlayer();
  const playback = {
    actor: actorWith(playhead, state.playing ?? true),
    active: true,
    loading: false,
    playing: true,
    error: null as ApiErrorKind | null,
    parental: null,
    loginRequired: false,
    channelId: 'ch1',
    content: { kind: 'live', channelId: 'ch1', show: null },
    volume: 1,
    canStartOver: false,
    canGoLive: false,
    canSeek: true,
    videoRef: createRef<HTMLVideoElement>(),
    player,
    send: vi.fn(),
    submitPin: vi.fn(),
    cancelPin: vi.fn(),
    ...state,
  } as unknown as Playback;
  const target = createRef<HTMLElement>();
  const services = fakeServices({ shows }, [[PREFERENCES_STORE, createStoragePreferences(window.localStorage)]]);
  render(
    <FakeServices services={services}>
      <MemoryRouter>
        <PlaybackHost Dock={DockedPlayer}>
          <section ref={target} aria-label="écran">
            <PlayerPanel playback={playback} fullScreenTarget={target} />
          </section>
        </PlaybackHost>
      </MemoryRouter>
    </FakeServices>,
  );
  return { playback, player, target };
}

describe('web player panel (issue 7, player)', () => {
  it('should tell what was before and what comes next on the channel of the played show (show/details/{id}/?prev|next=true)', async () => {
    const played = aShow({ id: 'now', channelId: 'ch1', title: 'Le Journal' });
    const details = vi.fn(async (showId: string, neighbour?: ShowNeighbour) =>
      aShow({ id: `${neighbour}-${showId}`, channelId: 'ch1', title: neighbour === 'prev' ? 'La Météo' : 'Le Film' }),
    );
    renderPanel({ content: { kind: 'live', channelId: 'ch1', show: played }, shows: fakePort<ShowsApi>({ details }) });
    const section = await screen.findByRole('region', { name: 'Sur cette chaîne' });
    await waitFor(() => expect(section.textContent).toMatch(/^AvantLa Météo \(.+\)EnsuiteLe Film \(.+\)$/));
    expect(details.mock.calls).toEqual([
      ['now', 'prev'],
      ['now', 'next'],
    ]);
  });

  it('should leave the neighbours out when their calls fail, the controls still there', async () => {
    const played = aShow({ id: 'now', channelId: 'ch1' });
    const details = vi.fn(() => Promise.reject(new Error('404')));
    renderPanel({ content: { kind: 'live', channelId: 'ch1', show: played }, shows: fakePort<ShowsApi>({ details }) });
    await waitFor(() => expect(details).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Sur cette chaîne' })).toBeNull();
    screen.getByRole('button', { name: 'Pause' });
  });

  it('should pause a playing stream', () => {
    const { playback } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(playback.send).toHaveBeenCalledWith({ type: 'player.pause' });
  });

  it('should play a paused stream', () => {
    const { playback } = renderPanel({ playhead: { ...livePlayhead, paused: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    expect(playback.send).toHaveBeenCalledWith({ type: 'player.resume' });
  });

  it('should seek within the stream where seeking is allowed', () => {
    const { playback } = renderPanel();
    const bar = screen.getByRole('slider', { name: 'Position dans le programme' });
    expect(bar.getAttribute('min')).toBe('100');
    expect(bar.getAttribute('max')).toBe('7200');
    fireEvent.input(bar, { target: { value: '500' } });
    expect(playback.send).toHaveBeenCalledWith({ type: 'player.seek', position: 500 });
    expect(screen.getByText('1:55:00')).not.toBeNull();
  });

  it('should offer no seek bar on a live channel without start-over', () => {
    renderPanel({ canSeek: false });
    expect(screen.queryByRole('slider', { name: 'Position dans le programme' })).toBeNull();
    screen.getByText('En direct');
  });

  it('should hand the volume from 0 to 1 to the playback machine', () => {
    const { playback } = renderPanel();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume.getAttribute('min')).toBe('0');
    expect(volume.getAttribute('max')).toBe('1');
    fireEvent.input(volume, { target: { value: '0.35' } });
    expect(playback.send).toHaveBeenCalledWith({ type: 'player.setVolume', volume: 0.35 });
  });

  it('should start over and go back to live when the machine allows it', () => {
    const { playback } = renderPanel({ canStartOver: true });
    expect(screen.queryByRole('button', { name: 'Retour au direct' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre au début' }));
    expect(playback.send).toHaveBeenCalledWith({ type: 'player.startOver' });
  });

  it('should put the given target (the player with its channel list) in full screen', () => {
    const { target } = renderPanel();
    const requestFullscreen = vi.fn(async () => undefined);
    target.current!.requestFullscreen = requestFullscreen;
    fireEvent.click(screen.getByRole('button', { name: 'Plein écran' }));
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it('should offer no pause while nothing plays', () => {
    renderPanel({ playing: false, playhead: null });
    expect((screen.getByRole('button', { name: 'Lecture' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it.each([
    [
      'geo-blocked',
      "Ce contenu n'est pas disponible depuis votre position. Désactivez votre VPN ou proxy et réessayez.",
    ],
    ['concurrent-stream-limit', 'Le nombre de lectures simultanées pour votre compte a été atteint.'],
  ] as const)('should show the spec message for %s', (error, text) => {
    renderPanel({ error, playing: false, playhead: null });
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('should close the player', () => {
    const { playback } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le lecteur' }));
    expect(playback.send).toHaveBeenCalledWith({ type: 'player.stop' });
  });
});
