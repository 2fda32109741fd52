import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { currentShow, press, type Journey } from './fault-matrix-suite';

/** Journeys both layouts take with the same texts: each layout's matrix names its own. */

/** A show downloaded before: a failed download leaves it listed, and lists nothing of its own. */
export const EARLIER = {
  showId: 'earlier',
  title: 'Météo régionale',
  channelName: 'Vallée',
  sizeBytes: 2_000_000,
  durationSeconds: 600,
  offlineUrl: 'offline:earlier',
};
function downloadsKept() {
  const list = screen.getByRole('list', { name: 'Mes téléchargements' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent),
  ).toEqual([EARLIER.title]);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.queryByText('Ce programme est téléchargé', { exact: false })).toBeNull();
}

/** Downloads: a recorded show downloaded from its download screen, a show downloaded before still listed. */
export const downloadJourney = (journey: string): Journey => ({
  journey,
  family: 'recordings',
  call: 'recordings/download/uri',
  key: 'GET recordings/*/download/uri/',
  signedIn: true,
  path: (app) => {
    app.offlineStore.stored.set(EARLIER.showId, EARLIER);
    const show = app.backend.recordings
      .recordedShows('demo@example.com')
      .find((each) => !app.backend.catalogue.channel(each.channelId)!.channel.encrypted)!;
    app.remembered = show.title;
    return `/download/${show.id}`;
  },
  act: () => press('Télécharger pour regarder hors ligne'),
  kept: () => downloadsKept(),
  keptAfterExpiry: (app) => void expect([...app.offlineStore.stored.keys()]).toEqual([EARLIER.showId]),
  retry: async (app) => {
    await press('Réessayer le téléchargement');
    await waitFor(() => expect(app.offlineStore.storing).toBeDefined());
    app.offlineStore.finish();
    await screen.findByText('Ce programme est téléchargé : il se regarde même sans connexion.');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Mes téléchargements' }))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('strong')?.textContent),
      ).toEqual([app.remembered, EARLIER.title].sort((a, b) => a!.localeCompare(b!))),
    );
  },
});

/** The show overlay of the show on now, over live: its details read again with Retry. */
export const showOverlayJourney = (journey: string): Journey => ({
  journey,
  family: 'shows and people',
  call: 'show/details',
  key: 'GET show/details/*',
  signedIn: true,
  path: (app) => `/live/normal/show/${currentShow(app).id}`,
  act: async () => undefined,
  retry: async (app) => {
    await press('Réessayer');
    await screen.findByRole('heading', { name: app.remembered });
  },
});

/** Recording the show on now from its overlay. */
export const recordJourney = (journey: string): Journey => ({
  journey,
  family: 'recordings',
  call: 'recordings',
  key: 'PUT recordings/*',
  signedIn: true,
  path: (app) => `/live/normal/show/${currentShow(app).id}`,
  act: () => press('Enregistrer'),
  retry: async () => {
    await press('Enregistrer');
    await screen.findByText('Enregistré', { exact: false });
  },
});

/** A VOD product's overlay at `path`, read again with Retry. */
export const vodProductJourney = (journey: string, path: string): Journey => ({
  journey,
  family: 'VOD',
  call: 'vod/show',
  key: 'GET vod/show/*',
  path,
  signedIn: true,
  act: async () => undefined,
  retry: async () => {
    await press('Réessayer');
    await screen.findByRole('button', { name: /Louer|Acheter|Regarder/ }, { timeout: 8_000 });
  },
});
