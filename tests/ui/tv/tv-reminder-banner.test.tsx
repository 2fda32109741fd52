import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { livePlayerPath } from '../../../src/application/playback/player-route';
import { ReminderHost } from '../../../src/ui/shared/components/reminder-host';
import { KeyLayersProvider } from '../../../src/ui/tv/keys/key-layers';
import { TvReminderBanner } from '../../../src/ui/tv/tv-reminder-banner';
import { FakeServices } from '../render-with-services';
import { reminderServices } from '../reminder-services';
import { press } from './render-tv';

function Player() {
  const { pathname, search } = useLocation();
  return <h1>{`Lecteur ${pathname}${search}`}</h1>;
}

/** The TV shell's reminder over a screen whose card has the focus (as tv-shell.tsx renders it). */
function renderTv() {
  const world = reminderServices();
  render(
    <FakeServices services={world.services}>
      <MemoryRouter initialEntries={['/home']}>
        <KeyLayersProvider>
          <Routes>
            <Route
              path="/home"
              element={
                <button type="button" autoFocus>
                  Carte
                </button>
              }
            />
            <Route path="/player/live" element={<Player />} />
          </Routes>
          <ReminderHost Banner={TvReminderBanner} playPath={(channelId) => livePlayerPath(channelId)} />
        </KeyLayersProvider>
      </MemoryRouter>
    </FakeServices>,
  );
  return world;
}

const banner = () => screen.queryByRole('region', { name: 'Rappel' });
const focused = () => document.activeElement?.textContent;

describe('the reminder banner on TV', () => {
  it('should say the show starts soon with its countdown, the focus on Switch', () => {
    renderTv();
    const region = banner()!;
    expect(within(region).getByRole('alert').textContent).toBe('Le Journal commence bientôt.');
    expect(within(region).getByRole('timer').textContent).toBe('Dans 30 s');
    expect(focused()).toBe('Regarder');
  });

  it('should close with Back and give the focus back where the user was', () => {
    const { preferences } = renderTv();
    act(() => void press('back'));
    expect(banner()).toBeNull();
    expect(focused()).toBe('Carte');
    expect(preferences.get('reminders')).toEqual([]);
  });

  it('should move to Dismiss with Left, close with Enter and give the focus back', () => {
    renderTv();
    act(() => void press('left'));
    expect(focused()).toBe('Ignorer');
    act(() => void press('right'));
    expect(focused()).toBe('Regarder');
    act(() => void press('left'));
    act(() => void press('enter'));
    expect(banner()).toBeNull();
    expect(focused()).toBe('Carte');
  });

  it('should play the channel live with Enter on Switch', () => {
    const { preferences } = renderTv();
    act(() => void press('enter'));
    expect(screen.getByRole('heading', { name: 'Lecteur /player/live?channel=ch1' })).toBeTruthy();
    expect(banner()).toBeNull();
    expect(preferences.get('reminders')).toEqual([]);
  });

  it('should keep every other key from the screen under it while it is shown', () => {
    renderTv();
    expect(press('down')).toBe(true);
    expect(focused()).toBe('Regarder');
  });
});
