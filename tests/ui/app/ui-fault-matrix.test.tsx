import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { WholeApp } from './whole-app';
import { downloadJourney, recordJourney, showOverlayJourney, vodProductJourney } from './fault-matrix-journeys';
import { currentShow, faultMatrixSuite, press, type Journey } from './fault-matrix-suite';

const FIELDS = 'input, textarea';
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: FIELDS });
const type = async (label: string, value: string) =>
  fireEvent.input(await screen.findByLabelText(label, { selector: FIELDS }), { target: { value } });
/** The buttons of the live list, one per channel in lineup order (each names the channel, then its show on now). */
const channelButtons = async () => [
  ...(await screen.findByRole('list', { name: 'Chaînes' })).querySelectorAll('li > button'),
];
/** What the first channel's button says, checked to be that channel's. */
const firstChannelText = async (app: WholeApp) => {
  const channel = app.backend.catalogue.channels[0]!.channel;
  const text = (await channelButtons())[0]?.textContent ?? '';
  expect(text.startsWith(`${channel.number}. ${channel.name}`)).toBe(true);
  return text;
};

const JOURNEYS: readonly Journey[] = [
  {
    journey: 'sign-in: submit the form',
    family: 'session and account',
    call: 'auth',
    key: 'POST auth/',
    path: '/login',
    signedIn: false,
    act: async () => {
      await type('E-mail', 'demo@example.com');
      await type('Mot de passe', 'demo1234');
      await press('Se connecter');
    },
    kept: () => expect([field('E-mail').value, field('Mot de passe').value]).toEqual(['demo@example.com', 'demo1234']),
    retry: async (app) => {
      await press('Se connecter');
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    },
  },
  {
    journey: 'pairing: confirm a TV',
    family: 'session and account',
    call: 'auth/device/code/verify',
    key: 'POST auth/device/code/verify/',
    signedIn: true,
    path: (app) => `/pair?code=${(app.remembered = app.backend.deviceCodes.request().userCode)}`,
    act: async () => {
      await press('Associer');
      await press('Autoriser ce téléviseur');
    },
    kept: (app) => expect(field("Code d'activation").value).toBe(app.remembered),
    retry: async () => {
      await press('Associer');
      await press('Autoriser ce téléviseur');
      await screen.findByText('Votre téléviseur est associé : il se connecte à votre compte.');
    },
  },
  {
    journey: 'parental control: type the PIN',
    family: 'session and account',
    call: 'parentalcontrol/check',
    key: 'POST parentalcontrol/check/',
    path: '/parentalcontrol',
    signedIn: true,
    act: async () => {
      await type('Code parental', '1234');
      await press('Valider');
    },
    // A wrong PIN is typed again (the field empties); after any other failure it stays.
    kept: (_app, error) => expect(field('Code parental').value).toBe(error === 'wrong-pin' ? '' : '1234'),
    retry: async (_app, error) => {
      if (error === 'wrong-pin') await type('Code parental', '1234');
      await press('Valider');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  },
  showOverlayJourney('show overlay: open a show'),
  recordJourney('show overlay: record a show'),
  vodProductJourney('VOD: open a product', '/vod/0/show/vod-film-1/product/p-vod-film-1-rent'),
  {
    journey: 'feedback: send a message',
    family: 'other',
    call: 'contact',
    key: 'POST contact/',
    path: '/feedback',
    signedIn: true,
    act: async () => {
      await type('Votre message', 'La guide saute un jour.');
      await press('Envoyer');
    },
    kept: () => expect(field('Votre message').value).toBe('La guide saute un jour.'),
    retry: async () => {
      await press('Réessayer');
      await screen.findByText('Merci ! Votre message a bien été envoyé.');
    },
  },
  {
    journey: 'search: type a title',
    family: 'shows and people',
    call: 'show/epgflat/search',
    key: 'GET show/epgflat/search/',
    path: '/home',
    signedIn: true,
    act: async (app) => {
      await type(SEARCH_FIELD, currentShow(app).title);
    },
    kept: (app) => searchKept(app),
    keptAfterExpiry: (app) => searchKept(app),
    retry: async (app) => {
      const before = allResults();
      await press('Réessayer');
      // The provider answered: its failure is no longer said, and its shows join the guide's (those
      // it finds may all be in the loaded guide already, depending on the hour: none is lost).
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 8_000 });
      expect(allResults()).toBeGreaterThanOrEqual(before);
      await searchKept(app);
    },
  },
  downloadJourney('downloads: download a recorded show'),
  {
    journey: 'live: open the channel list',
    family: 'channels and guide',
    call: 'channels',
    key: 'GET channels/',
    path: '/live/normal',
    signedIn: true,
    act: async () => undefined,
    retry: async () => {
      await press('Réessayer');
      await screen.findByRole('list', { name: 'Chaînes' });
    },
  },
  {
    journey: 'live: the channel list and what is on',
    family: 'cached reads',
    call: 'epglive',
    key: 'GET epglive/',
    path: '/live/normal',
    signedIn: true,
    act: async () => undefined,
    // The list stays up and usable, each channel without its programme.
    kept: async (app) => {
      currentShow(app);
      expect(await firstChannelText(app)).toContain('Programme non communiqué');
      const buttons = await channelButtons();
      expect(buttons).toHaveLength(app.backend.catalogue.channels.length);
      expect(buttons.filter((button) => !button.textContent?.includes('Programme non communiqué'))).toEqual([]);
    },
    retry: async (app) => {
      await press('Réessayer');
      await waitFor(async () => expect(await firstChannelText(app)).toContain(app.remembered), { timeout: 8_000 });
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
];

const SEARCH_FIELD = 'Rechercher une émission, une série ou une chaîne';
/** The count of the search's "everything" tab. */
const allResults = () =>
  Number(/\((\d+)\)/.exec(screen.getByRole('link', { name: /^Tout \(/ }).textContent ?? '')?.[1]);
/** The query stays typed and in the address, and the guide's own results still show. */
async function searchKept(app: WholeApp) {
  expect(field(SEARCH_FIELD).value).toBe(app.remembered);
  expect(new URLSearchParams(app.router.state.location.search).get('q')).toBe(app.remembered);
  const results = await screen.findByRole('list', { name: /^Résultats pour/ }, { timeout: 8_000 });
  expect(
    within(results).getAllByRole('link', { name: new RegExp(escapeRegExp(app.remembered!)) }).length,
  ).toBeGreaterThan(0);
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

faultMatrixSuite('web', JOURNEYS);
