import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { downloadJourney, recordJourney, showOverlayJourney, vodProductJourney } from './fault-matrix-journeys';
import { currentShow, faultMatrixSuite, press, type Journey } from './fault-matrix-suite';
import type { WholeApp } from './whole-app';

/**
 * The fault matrix at the TV's screens (issue 36): the TV journeys of the calls the web's matrix
 * drives, in the whole TV app, answered as on the web, with what the user typed on the remote's
 * keyboard kept.
 */

/** Types `text` as a TV's hardware keyboard (or the remote's digits) does: one key at a time. */
const typeOnKeyboard = (text: string) => {
  for (const key of text) fireEvent.keyDown(document.activeElement ?? document.body, { key });
};
/** The remote's digits, one key at a time (as the PIN dialog hears them). */
const typeDigits = (digits: string) => {
  for (const key of digits)
    fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: 48 + Number(key) });
};
const FEEDBACK = 'le guide saute un jour';
const PIN_DOTS = (count: number) => `${count} chiffre(s) saisi(s) sur 4`;
/** What the on-screen keyboard typed, shown in its labelled output. */
const typed = (label: string) => screen.getByLabelText(label).textContent;

const SEARCH_OUTPUT = 'Texte recherché';
/** A query the demo's guide and the provider's search both find: the show on now, by its first word. */
const searchWord = (app: WholeApp) => (app.remembered = currentShow(app).title.split(' ')[0]!.toLowerCase());

async function searchKept(app: WholeApp) {
  expect(typed(SEARCH_OUTPUT)).toBe(app.remembered);
  await waitFor(() => expect(new URLSearchParams(app.router.state.location.search).get('q')).toBe(app.remembered));
  const results = await screen.findByRole('list', { name: /^Résultats pour/ }, { timeout: 8_000 });
  expect(within(results).getAllByRole('button').length).toBeGreaterThan(0);
}

/** The demo's promo code (src/adapters/demo/backend): the title is then free. */
const PROMO_CODE = 'demo2026';
/** The VOD product on TV, its promo code typed on the keyboard, and the quote asked for. */
const PRODUCT_PATH = '/vod/show/vod-film-1/product/p-vod-film-1-rent';
const promoCodeShown = () => screen.getByText(PROMO_CODE, { selector: 'p' });

/** The first completed recording's delete button (each names its title), its title remembered. */
/** The recordings listed under a title (a series' episodes share theirs). */
const listedAs = (title: string) => screen.queryAllByRole('button', { name: `Supprimer : ${title}` }).length;
let listedBefore = 0;

async function deleteFirstRecording(app: WholeApp) {
  const [button] = await screen.findAllByRole('button', { name: /^Supprimer : / }, { timeout: 8_000 });
  app.remembered = button!.getAttribute('aria-label')!.replace(/^Supprimer : /, '');
  listedBefore = listedAs(app.remembered);
  fireEvent.click(button!);
  const dialog = await screen.findByRole('alertdialog', { name: "Supprimer l'enregistrement ?" });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
}

const JOURNEYS: readonly Journey[] = [
  {
    journey: 'TV live: open the channel list',
    family: 'channels and guide',
    call: 'channels',
    key: 'GET channels/',
    path: '/live/normal',
    signedIn: true,
    act: async () => undefined,
    retry: async (app) => {
      await press('Réessayer');
      await screen.findByRole('button', { name: new RegExp(app.backend.catalogue.channels[0]!.channel.name) });
    },
  },
  showOverlayJourney('TV show overlay: open a show'),
  recordJourney('TV show overlay: record a show'),
  {
    journey: 'TV search: type on the on-screen keyboard',
    family: 'shows and people',
    call: 'show/epgflat/search',
    key: 'GET show/epgflat/search/',
    path: '/search',
    signedIn: true,
    act: async (app) => {
      await screen.findByLabelText(SEARCH_OUTPUT);
      typeOnKeyboard(searchWord(app));
    },
    kept: (app) => searchKept(app),
    retry: async (app) => {
      await press('Réessayer');
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 8_000 });
      await searchKept(app);
    },
  },
  vodProductJourney('TV VOD: open a product', PRODUCT_PATH),
  {
    journey: 'TV VOD: rent with a promo code typed on the keyboard',
    family: 'VOD',
    call: 'vod/product/quote',
    key: 'PUT vod/product/*/purchase/',
    path: PRODUCT_PATH,
    signedIn: true,
    act: async () => {
      const rent = await screen.findByRole('button', { name: /Louer/ }, { timeout: 8_000 });
      // Left from the offer reaches the keyboard, which then hears the keys typed.
      await waitFor(() => expect(document.activeElement).toBe(rent));
      fireEvent.keyDown(rent, { key: 'ArrowLeft', keyCode: 37 });
      typeOnKeyboard(PROMO_CODE);
      expect(promoCodeShown()).toBeDefined();
      fireEvent.click(rent);
    },
    kept: () => void expect(promoCodeShown()).toBeDefined(),
    retry: async () => {
      await press(/Louer/);
      await screen.findByRole('button', { name: 'Confirmer' }, { timeout: 8_000 });
    },
  },
  {
    journey: 'TV recordings: open the completed list',
    family: 'channels and guide',
    call: 'show/epgflat/recordings',
    key: 'GET show/epgflat/recordings/',
    path: '/recordings/completed',
    signedIn: true,
    act: async () => undefined,
    retry: async () => {
      await press('Réessayer');
      await screen.findAllByRole('button', { name: /^Supprimer : / }, { timeout: 8_000 });
    },
  },
  {
    journey: 'TV recordings: delete a recording',
    family: 'recordings',
    call: 'recordings/delete',
    key: 'DELETE recordings/*',
    path: '/recordings/completed',
    signedIn: true,
    act: deleteFirstRecording,
    // The recording is still listed: nothing was deleted.
    kept: (app) => expect(listedAs(app.remembered ?? '')).toBe(listedBefore),
    retry: async (app) => {
      await press('Fermer le message');
      await deleteFirstRecording(app);
      const before = listedBefore;
      await waitFor(() => expect(listedAs(app.remembered ?? '')).toBe(before - 1));
    },
  },
  downloadJourney('TV downloads: download a recorded show'),
  {
    journey: 'TV feedback: type a message on the keyboard and send it',
    family: 'other',
    call: 'contact',
    key: 'POST contact/',
    path: '/feedback',
    signedIn: true,
    act: async () => {
      await waitFor(() => expect(document.activeElement?.textContent).toBe('a'));
      typeOnKeyboard(FEEDBACK);
      await press('Envoyer');
    },
    kept: () => void screen.getByText(FEEDBACK, { selector: 'p' }),
    retry: async () => {
      await press('Réessayer');
      await screen.findByText('Merci ! Votre message a bien été envoyé.');
    },
  },
  {
    journey: 'TV parental control: type the PIN with the digits',
    family: 'session and account',
    call: 'parentalcontrol/check',
    key: 'POST parentalcontrol/check/',
    path: '/parentalcontrol',
    signedIn: true,
    act: async () => {
      await screen.findByRole('img', { name: PIN_DOTS(0) }, { timeout: 8_000 });
      typeDigits('1234');
    },
    // A wrong PIN is typed again (the dots empty); after any other failure the four digits stay.
    kept: (_app, error) => void screen.getByRole('img', { name: PIN_DOTS(error === 'wrong-pin' ? 0 : 4) }),
    retry: async (_app, error) => {
      if (error === 'wrong-pin') typeDigits('1234');
      else await press('Valider');
      await waitFor(() => expect(screen.queryByRole('img', { name: /chiffre\(s\) saisi/ })).toBeNull());
    },
  },
  {
    journey: 'TV my sports: the coming events',
    family: 'shows and people',
    call: 'mysports/events',
    key: 'GET mysports/events/',
    path: '/mysports/future',
    signedIn: true,
    act: async () => undefined,
    retry: async () => {
      await press('Réessayer');
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 8_000 });
      expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    },
  },
  {
    journey: 'TV actors: follow a suggested actor',
    family: 'other',
    call: 'backupconfig/save',
    key: 'PUT backupconfig/',
    path: '/actors/suggestions',
    signedIn: true,
    act: async (app) => {
      const [follow] = await screen.findAllByRole('button', { name: /^Suivre / }, { timeout: 8_000 });
      app.remembered = follow!.getAttribute('aria-label')!.replace(/^Suivre /, '');
      fireEvent.click(follow!);
    },
    // Still not followed: the button offers to follow again.
    kept: (app) => void screen.getByRole('button', { name: `Suivre ${app.remembered}` }),
    retry: async (app) => {
      await press(`Suivre ${app.remembered}`);
      await screen.findByRole('button', { name: `Ne plus suivre ${app.remembered}` }, { timeout: 8_000 });
    },
  },
];

faultMatrixSuite('tv', JOURNEYS);
