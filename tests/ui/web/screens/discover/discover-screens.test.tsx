import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MACHINE, provideFeedback } from '../../../../../src/application/browsing-machines';
import { ApiError } from '../../../../../src/domain/errors';
import type { SportsEvent } from '../../../../../src/ports/shows.port';
import { PLAYER_FACTORY } from '../../../../../src/ports/player.port';
import type { BackupConfig } from '../../../../../src/ports/usage.port';
import { ActorsScreen } from '../../../../../src/ui/web/screens/discover/actors-screen';
import { MySportsScreen } from '../../../../../src/ui/web/screens/discover/my-sports-screen';
import { ShowsActorsScreen } from '../../../../../src/ui/web/screens/discover/shows-actors-screen';
import { SuggestionCategoryScreen } from '../../../../../src/ui/web/screens/discover/suggestion-category-screen';
import { SuggestionsScreen } from '../../../../../src/ui/web/screens/discover/suggestions-screen';
import { FeedbackScreen } from '../../../../../src/ui/web/screens/account/feedback-screen';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { FakeUsageApi } from '../../../../fakes/fake-usage-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { homeChannel, homeShow } from '../home/home-services';
import { fakeServices } from '../../../../fakes/fake-services';

const clock = new ManualClock();
const now = clock.now();
const ago = (hours: number) => now.subtract({ hours });
const ended = homeShow('ended', { title: 'Fini', startDate: ago(5), stopDate: ago(4), categoryId: 5 });
const older = homeShow('older', { title: 'Plus ancien', startDate: ago(30), stopDate: ago(29), categoryId: 5 });
const onNow = homeShow('on-now', { title: 'En cours', categoryId: 5 });
const later = homeShow('later', {
  title: 'Plus tard',
  startDate: now.add({ hours: 2 }),
  stopDate: now.add({ hours: 3 }),
});

function sportsEvent(id: string, startHoursFromNow: number): SportsEvent {
  const start = now.add({ minutes: Math.round(startHoursFromNow * 60) });
  return {
    eventId: id,
    channelId: 'ch1',
    genre: 'football',
    startDate: start,
    stopDate: start.add({ hours: 2 }),
    exactStart: start.add({ minutes: 5 }),
    title: `Match ${id}`,
    background: '',
    image: '',
    teamLogos: ['a.svg', 'b.svg'],
    genreLogo: '',
    league: 'Super League',
    leagueLogo: '',
    language: 'fr',
  };
}

async function renderScreen(
  path: string,
  routes: RouteObject[],
  world: { usage?: FakeUsageApi; shows?: object; guide?: object } = {},
) {
  const usage = world.usage ?? new FakeUsageApi();
  usage.resources = async () => ({ texts: {}, flags: { replay: true, video_previews: false } });
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, {});
  const channels = [homeChannel(1)];
  const services = fakeServices(
    {
      clock,
      auth,
      guide: fakePort({
        channels: async () => channels,
        explore: async () => ({
          categories: [
            { id: 1, name: 'Films' },
            { id: 4, name: 'Sport' },
            { id: 5, name: 'Divertissement' },
          ],
          shows: [],
        }),
        exploreCategory: async (id: number) => (id === 5 ? [older, ended, onNow, later] : []),
        channelGuide: async () => [ended, onNow, later],
        ...world.guide,
      }),
      shows: fakePort(world.shows ?? {}),
      usage,
      sessionApi,
      recordings: new FakeRecordingsApi(),
      players: true,
    },
    [
      [FEEDBACK_MACHINE, provideFeedback(usage)],
      [PLAYER_FACTORY, () => fakePort({})],
    ],
  );
  return renderRoutes(services, [...routes, { path: '*', element: <Outlet /> }], path);
}

const cardLinks = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the suggestions screen', () => {
  it("should list the categories in the spec's order, each with its shows on now then to replay", async () => {
    await renderScreen('/suggestions', [{ path: '/suggestions', element: <SuggestionsScreen /> }]);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Divertissement',
        'Sport',
        'Films',
      ]),
    );
    await waitFor(() =>
      expect(cardLinks('Divertissement')).toEqual([
        '/suggestions/show/on-now',
        '/suggestions/show/ended',
        '/suggestions/show/older',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Tout voir : Divertissement' }).getAttribute('href')).toBe(
      '/suggestions/5/replay',
    );
  });

  it.each([
    ['replay', ['/suggestions/5/replay/show/ended', '/suggestions/5/replay/show/older']],
    ['live', ['/suggestions/5/live/show/on-now']],
  ])('should show the %s tab of a category', async (tab, expected) => {
    await renderScreen(`/suggestions/5/${tab}`, [
      { path: '/suggestions/:id/:tab', element: <SuggestionCategoryScreen /> },
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Divertissement'));
    await waitFor(() => expect(screen.getByRole('list', { name: /Divertissement/ })).toBeTruthy());
    expect(
      within(screen.getByRole('list', { name: /Divertissement/ }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expected);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe(`/suggestions/5/${tab}`);
  });

  it('should open the replay tab for an unknown tab', async () => {
    const { router } = await renderScreen('/suggestions/5/nope', [
      { path: '/suggestions/:id/:tab', element: <SuggestionCategoryScreen /> },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suggestions/5/replay'));
  });
});

describe('the actors screens', () => {
  it('should list the followed people and unfollow one through the backup config', async () => {
    const usage = new FakeUsageApi();
    let people = ['Marie Curie', 'Jean Gabin'];
    usage.backupConfig = async () => ({ people, homeFeeds: [] });
    usage.saveBackupConfig = async (config: BackupConfig) => {
      usage.calls.push(`save ${config.people.join(',')}`);
      people = [...config.people];
      return undefined;
    };
    await renderScreen('/actors/subscribed', [{ path: '/actors/:tab', element: <ActorsScreen /> }], {
      usage,
      shows: { peopleSuggestions: async () => [] },
    });
    const unfollow = await screen.findByRole('button', { name: 'Ne plus suivre Jean Gabin' });
    await waitFor(() => expect((unfollow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(unfollow);
    await waitFor(() => expect(usage.calls).toContain('save Marie Curie'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ne plus suivre Jean Gabin' })).toBeNull());
  });

  it('should suggest people not followed yet and follow one', async () => {
    const usage = new FakeUsageApi();
    let people = ['Marie Curie'];
    usage.backupConfig = async () => ({ people, homeFeeds: [] });
    usage.saveBackupConfig = async (config: BackupConfig) => {
      usage.calls.push(`save ${config.people.join(',')}`);
      people = [...config.people];
      return undefined;
    };
    await renderScreen('/actors/suggestions', [{ path: '/actors/:tab', element: <ActorsScreen /> }], {
      usage,
      shows: { peopleSuggestions: async () => ['Marie Curie', 'Paul Bert'] },
    });
    const follow = await screen.findByRole('button', { name: 'Suivre Paul Bert' });
    expect(screen.queryByRole('button', { name: /Marie Curie/ })).toBeNull();
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(follow);
    await waitFor(() => expect(usage.calls).toContain('save Marie Curie,Paul Bert'));
    await screen.findByRole('button', { name: 'Ne plus suivre Paul Bert' });
  });

  it.each([
    ['past', ['/showsactors/past/show/ended', '/showsactors/past/show/older']],
    ['future', ['/showsactors/future/show/on-now', '/showsactors/future/show/later']],
  ])("should list the followed people's shows of the %s tab", async (tab, expected) => {
    const usage = new FakeUsageApi();
    usage.backupConfig = async () => ({ people: ['Marie Curie'], homeFeeds: [] });
    await renderScreen(`/showsactors/${tab}`, [{ path: '/showsactors/:tab', element: <ShowsActorsScreen /> }], {
      usage,
      shows: { people: async () => [{ name: 'Marie Curie', shows: [older, later, ended, onNow] }] },
    });
    await waitFor(() => expect(cardLinks(tab === 'past' ? 'Déjà diffusées' : 'À venir')).toEqual(expected));
  });
});

describe('the my sports screen', () => {
  const events = [sportsEvent('past', -5), sportsEvent('now', -0.5), sportsEvent('soon', 3)];

  it('should list the events to come with league, channel and the actions of their show', async () => {
    await renderScreen('/mysports/future', [{ path: '/mysports/:tab', element: <MySportsScreen /> }], {
      shows: { sportsEvents: async () => events },
    });
    const list = await screen.findByRole('list', { name: 'À venir' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Match now', 'Match soon']),
    );
    const current = within(list).getAllByRole('article')[0]!;
    expect(within(current).getByText('Super League')).toBeTruthy();
    expect(within(current).getByText(/Channel 1/)).toBeTruthy();
    expect(within(current).getByText('En direct')).toBeTruthy();
    await waitFor(() =>
      expect(within(current).getByRole('link', { name: 'Regarder en direct' }).getAttribute('href')).toBe(
        '/live/normal?play=ch1',
      ),
    );
  });

  it('should list past events, the latest first', async () => {
    await renderScreen('/mysports/past', [{ path: '/mysports/:tab', element: <MySportsScreen /> }], {
      shows: { sportsEvents: async () => events },
    });
    const list = await screen.findByRole('list', { name: 'Passés' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Match past']);
  });

  it('should say why the events could not load', async () => {
    await renderScreen('/mysports/future', [{ path: '/mysports/:tab', element: <MySportsScreen /> }], {
      shows: {
        sportsEvents: async () => {
          throw new ApiError('generic', 'sports');
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Une erreur est survenue');
  });
});

describe('the feedback screen', () => {
  const type = (text: string) => fireEvent.input(screen.getByLabelText('Votre message'), { target: { value: text } });

  it('should ask for a message before sending anything', async () => {
    const usage = new FakeUsageApi();
    await renderScreen('/feedback', [{ path: '/feedback', element: <FeedbackScreen /> }], { usage });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert').textContent).toBe('Le message est obligatoire.');
    expect(usage.calls.filter((call) => call.startsWith('contact'))).toEqual([]);
  });

  it('should keep the typed message on failure, retry it and confirm', async () => {
    const usage = new FakeUsageApi();
    usage.failures.contact = new ApiError('generic', 'contact');
    await renderScreen('/feedback', [{ path: '/feedback', element: <FeedbackScreen /> }], { usage });
    type('Le son saute');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByRole('button', { name: 'Réessayer' });
    expect((screen.getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('Le son saute');
    delete usage.failures.contact;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect((await screen.findByRole('status')).textContent).toBe('Merci ! Votre message a bien été envoyé.');
    expect(usage.calls.filter((call) => call.startsWith('contact'))).toHaveLength(2);
  });
});
