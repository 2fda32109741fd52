import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/domain/errors';
import { FEED } from '../../../../../src/domain/home/home-feeds';
import { CARD_HEIGHT, CHANNEL_CARD_HEIGHT } from '../../../../../src/domain/layout';
import { homeWorld, renderHome } from './home-services';

const rowTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardsOf = (name: string) =>
  within(within(screen.getByRole('region', { name })).getByRole('list')).getAllByRole('listitem');

describe('web home rows', () => {
  it('should show at most 20 cards then a +N card leading to the full list', async () => {
    await renderHome(homeWorld(44));
    await waitFor(() => expect(cardsOf('Vos chaînes préférées')).toHaveLength(21));
    const more = screen.getByRole('link', { name: 'Voir les 24 autres' });
    expect(more.getAttribute('href')).toBe('/live/normal');
    expect(more.textContent).toBe('+24');
  });

  it('should list every channel in the channels row', async () => {
    await renderHome(homeWorld(44));
    await waitFor(() => expect(cardsOf('Toutes les chaînes')).toHaveLength(44));
    expect(
      within(screen.getByRole('region', { name: 'Toutes les chaînes' })).queryByRole('link', {
        name: /Voir les \d+ autres/,
      }),
    ).toBeNull();
  });

  it('should put the most watched channel first in the live usage row', async () => {
    await renderHome(homeWorld(5));
    await waitFor(() => expect(cardsOf('Vos chaînes préférées')).toHaveLength(5));
    expect(within(cardsOf('Vos chaînes préférées')[0]!).getByRole('link').getAttribute('href')).toBe(
      '/home/show/live-ch3',
    );
  });

  it('should use the default rows when the backup config is missing, and leave out shows aged 18 from watch-next', async () => {
    await renderHome(homeWorld(5));
    await waitFor(() =>
      expect(rowTitles()).toEqual([
        'Vos chaînes préférées',
        'Toutes les chaînes',
        'Suggestions replay',
        'Catégories',
        'Reprendre la lecture',
        'Vos enregistrements',
        'Chaînes gratuites FAST',
        'Replay : Divertissement',
        'Mes sports',
        'Vos acteurs',
        'Émissions de vos acteurs',
        'Vidéo à la demande',
      ]),
    );
    await waitFor(() => expect(cardsOf('Reprendre la lecture')).toHaveLength(1));
  });

  it('should follow the configured rows of the backup config', async () => {
    const world = homeWorld(5);
    world.usage.backupConfig = async () => ({
      people: [],
      homeFeeds: [
        { feedId: FEED.categories, position: 1 },
        { feedId: FEED.channels, position: 0 },
      ],
    });
    await renderHome(world);
    await waitFor(() => expect(rowTitles()).toEqual(['Toutes les chaînes', 'Catégories']));
  });

  it('should hide the rows whose permission is missing', async () => {
    await renderHome(homeWorld(5), { permissions: new Set(['fast_menu']) });
    await waitFor(() =>
      expect(rowTitles()).toEqual([
        'Vos chaînes préférées',
        'Toutes les chaînes',
        'Reprendre la lecture',
        'Chaînes gratuites FAST',
        'Vos acteurs',
        'Émissions de vos acteurs',
      ]),
    );
  });

  it.each([
    ['a former customer', { status: 'former_customer' as const }, false],
    ['a subscriber', {}, true],
  ])('should, for %s, show and load the home rows: %s', async (_, profile, shown) => {
    const world = homeWorld(5);
    const asked: string[] = [];
    const guide = new Proxy(world.guide, {
      get: (target, name) => (asked.push(String(name)), Reflect.get(target, name)),
    });
    const view = await renderHome({ ...world, guide }, profile);
    // Rendering and its effects are over when render returns: a row that loads has asked by now.
    expect(view.container.textContent === '').toBe(!shown);
    expect(asked.length > 0).toBe(shown);
  });

  it('should offer personalisation only when replay is enabled', async () => {
    const world = homeWorld(5);
    await renderHome(world);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: "Personnaliser l'accueil" }).getAttribute('href')).toBe(
        '/homepersonalize',
      ),
    );
  });

  it('should not offer personalisation when replay is off', async () => {
    const world = { ...homeWorld(5), replayFlag: false };
    await renderHome(world);
    await waitFor(() => expect(rowTitles().length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: "Personnaliser l'accueil" })).toBeNull();
  });

  it("should hold the room of a row's cards while it loads, and bring a live row's cards once, as show cards", async () => {
    const world = homeWorld(5);
    const liveShows = world.guide.liveShows!;
    const answers: (() => void)[] = [];
    world.guide.liveShows = () => new Promise((resolve) => void answers.push(() => resolve(liveShows())));
    world.guide.fastChannels = () => new Promise(() => undefined);
    await renderHome(world);
    await waitFor(() => expect(cardsOf('Toutes les chaînes')).toHaveLength(5));
    // The live row asks for its shows from an effect, which may run after the other row's cards are drawn.
    await waitFor(() => expect(answers).toHaveLength(1));
    const loadingRoom = (name: string) =>
      within(screen.getByRole('region', { name })).getByRole('status').style.minHeight;
    // A card's height and the list's padding above and below it (2 + 10 px).
    expect(loadingRoom('Vos chaînes préférées')).toBe(`${CARD_HEIGHT + 12}px`);
    expect(loadingRoom('Chaînes gratuites FAST')).toBe(`${CHANNEL_CARD_HEIGHT + 12}px`);
    answers[0]!();
    await waitFor(() => expect(cardsOf('Vos chaînes préférées')).toHaveLength(5));
    expect(cardsOf('Vos chaînes préférées').map((card) => card.dataset.card)).toEqual([
      'show',
      'show',
      'show',
      'show',
      'show',
    ]);
  });

  it('should explain a failed row with a retry, and keep the other rows', async () => {
    const world = homeWorld(5);
    let fail = true;
    world.guide.fastChannels = async () => {
      if (fail) throw new ApiError('network', 'portal/fast');
      return world.channels.slice(0, 2);
    };
    await renderHome(world);
    const row = await screen.findByRole('region', { name: 'Chaînes gratuites FAST' });
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toContain("Cette rangée n'a pas pu être chargée."),
    );
    expect(cardsOf('Toutes les chaînes')).toHaveLength(5);
    fail = false;
    within(row).getByRole('button', { name: 'Réessayer' }).click();
    await waitFor(() => expect(cardsOf('Chaînes gratuites FAST')).toHaveLength(2));
  });
});
