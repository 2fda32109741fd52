import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryPreferences } from '../../../../../src/adapters/storage/memory-preferences.store';
import { usePreferences } from '../../../../../src/ui/shared/hooks/use-preferences';
import { DevicePreferences } from '../../../../../src/ui/web/screens/account/device-preferences';
import { fakeServices } from '../../../../fakes/fake-services';
import { renderRoutes } from '../../../render-with-services';

/** Elsewhere on the page: what a list would read of the preferences. */
function Reader() {
  const { preferences } = usePreferences();
  return <p>{preferences.playableChannelsOnly ? 'playable only' : 'every channel'}</p>;
}

function renderPreferences() {
  const store = createMemoryPreferences();
  renderRoutes(
    fakeServices({ preferences: store }),
    [
      {
        path: '/homepersonalize',
        element: (
          <>
            <DevicePreferences />
            <Reader />
          </>
        ),
      },
    ],
    '/homepersonalize',
  );
  return { store, user: userEvent.setup() };
}

describe('the web settings: device preferences', () => {
  it('should show the eight preferences as labelled checkboxes with their defaults', async () => {
    renderPreferences();
    expect(await screen.findByRole('heading', { level: 2, name: 'Préférences de l’appareil' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    expect(
      screen.getByRole('checkbox', { name: 'Seulement les chaînes que je peux regarder', checked: false }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Aperçus vidéo', checked: true })).toBeTruthy();
  });

  it('should keep a ticked preference on the device and apply it at once elsewhere', async () => {
    const { store, user } = renderPreferences();
    await user.click(await screen.findByRole('checkbox', { name: 'Seulement les chaînes que je peux regarder' }));
    expect(
      screen.getByRole('checkbox', { name: 'Seulement les chaînes que je peux regarder', checked: true }),
    ).toBeTruthy();
    expect(screen.getByText('playable only')).toBeTruthy();
    expect(store.get('localPreferences')).toMatchObject({ playableChannelsOnly: true });
  });

  it('should choose the default audio and subtitles in labelled selects', async () => {
    const { store, user } = renderPreferences();
    const audio = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Langue audio par défaut' });
    expect(audio.selectedOptions[0]?.textContent).toBe('Celle de l’émission');
    await user.selectOptions(audio, 'Deutsch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sous-titres par défaut' }), 'English');
    expect(store.get('localPreferences')).toMatchObject({ defaultAudioLanguage: 'de', defaultSubtitle: 'en' });
    await user.selectOptions(audio, 'Celle de l’émission');
    expect(store.get('localPreferences')).toMatchObject({ defaultAudioLanguage: null });
  });
});
