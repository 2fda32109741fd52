import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { livePlayPath } from '../../../src/application/navigation/route-catalogue';
import { ReminderHost } from '../../../src/ui/shared/components/reminder-host';
import { usePlayingChannel } from '../../../src/ui/shared/hooks/use-playing-channel';
import { ReminderBanner } from '../../../src/ui/web/reminder-banner';
import { FakeServices } from '../render-with-services';
import { reminderServices } from '../reminder-services';

function Live() {
  const { pathname, search } = useLocation();
  return <h1>{`Direct ${pathname}${search}`}</h1>;
}

function Playing({ channelId }: { channelId: string }) {
  usePlayingChannel(channelId);
  return <p>Lecture</p>;
}

/** A screen playing a channel until its Stop is pressed, with an overlay (a dialog) it may open. */
function Home({ playing }: { playing: string | null }) {
  const [on, setOn] = useState(playing !== null);
  const [overlay, setOverlay] = useState(false);
  return (
    <>
      <h1>Accueil</h1>
      {on && playing ? <Playing channelId={playing} /> : null}
      <button type="button" onClick={() => setOn(false)}>
        Stop
      </button>
      <button type="button" onClick={() => setOverlay(true)}>
        Détails
      </button>
      {overlay ? (
        <dialog open aria-label="Le Journal">
          <button type="button" onClick={() => setOverlay(false)}>
            Fermer
          </button>
        </dialog>
      ) : null}
    </>
  );
}

/** The web shell's reminder over a home screen (as shell.tsx renders it). */
function renderWeb(playing: string | null = null) {
  const world = reminderServices();
  render(
    <FakeServices services={world.services}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<Home playing={playing} />} />
          <Route path="/live/normal" element={<Live />} />
        </Routes>
        <ReminderHost Banner={ReminderBanner} playPath={livePlayPath} />
      </MemoryRouter>
    </FakeServices>,
  );
  return world;
}

const banner = () => screen.queryByRole('region', { name: 'Rappel' });

describe('the reminder banner on the web', () => {
  it('should say the show starts soon, with its countdown, without taking the focus', () => {
    renderWeb();
    const region = banner()!;
    expect(within(region).getByRole('alert').textContent).toBe('Le Journal commence bientôt.');
    expect(within(region).getByRole('timer').textContent).toBe('Dans 30 s');
    expect(document.activeElement).toBe(document.body);
  });

  it('should count the seconds down as time passes', async () => {
    const { clock } = renderWeb();
    clock.advance({ seconds: 5 });
    expect(await within(banner()!).findByText('Dans 25 s', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('should reach Dismiss and Switch with the keyboard, and Switch plays the channel', async () => {
    const { preferences } = renderWeb();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Stop');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Ignorer');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Regarder');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Direct /live/normal?play=ch1' })).toBeTruthy();
    expect(banner()).toBeNull();
    expect(preferences.get('reminders')).toEqual([]);
  });

  it('should close for good once dismissed', async () => {
    const { preferences } = renderWeb();
    await userEvent.click(screen.getByRole('button', { name: 'Ignorer' }));
    expect(banner()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(preferences.get('reminders')).toEqual([]);
  });

  it('should show nothing while the channel is already playing, and show it once it stops', async () => {
    renderWeb('ch1');
    expect(screen.getByText('Lecture')).toBeTruthy();
    expect(banner()).toBeNull();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Stop' })));
    expect(banner()).not.toBeNull();
  });

  it('should be drawn inside an open overlay, the only part of the page then usable, and beside the screen once it closes', async () => {
    renderWeb();
    await userEvent.click(screen.getByRole('button', { name: 'Détails' }));
    const overlay = screen.getByRole('dialog', { name: 'Le Journal' });
    expect(within(overlay).getByRole('region', { name: 'Rappel' })).toBeTruthy();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).not.toBeNull();
  });
});
