import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  HOME_PERSONALIZE_MACHINE,
  LINEUP_MACHINE,
  provideHomePersonalize,
  provideLineup,
} from '../../../src/application/account-machines';
import { startAuth } from '../../../src/application/session/auth.service';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import type { GuideApi } from '../../../src/ports/guide.port';
import { PLAYER_FACTORY } from '../../../src/ports/player.port';
import type { UsageApi } from '../../../src/ports/usage.port';
import { textsByPart } from '../../../src/ui/shared/i18n/texts';
import { webRoutes } from '../../../src/ui/web/routes';
import {
  ACTORS_TABS,
  MY_SPORTS_TABS,
  SHOWS_ACTORS_TABS,
  type ScreenTabs,
} from '../../../src/ui/web/screens/discover/tab-nav';
import { FakeRecordingsApi } from '../../fakes/fake-recordings-api';
import { fakeServices } from '../../fakes/fake-services';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { fakePort, renderRoutes } from '../render-with-services';

/** A port whose every call is still on its way. */
const pending = <T extends object>() =>
  new Proxy({} as T, { get: (_, name) => (name === 'then' ? undefined : () => new Promise(() => undefined)) });

/**
 * The page's elements in document order, each as its tag, classes and own text: what places it.
 * A section without a class of its own draws nothing, so a screen may wrap its parts in one.
 */
const outline = (root: Element) =>
  [...root.querySelectorAll('*')]
    .filter((element) => !(element.tagName === 'SECTION' && element.className === ''))
    .map((element) =>
      [
        element.tagName,
        element.className,
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      ].join(' '),
    );

/**
 * The web's routes at `path` over a stored session whose check has not answered yet, every call
 * of the screens still on its way; `answer` lets the check answer.
 */
function renderWhileRestoring(path: string) {
  const sessionApi = new FakeSessionApi();
  let answer = () => undefined as void;
  const answered = new Promise<void>((done) => (answer = done));
  const profile = sessionApi.profile.bind(sessionApi);
  sessionApi.profile = async () => {
    await answered;
    return profile();
  };
  const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore('stored-token'), resetData: vi.fn() });
  const guide = pending<GuideApi>();
  const usage = pending<UsageApi>();
  const services = fakeServices(
    {
      auth,
      guide,
      usage,
      sessionApi,
      shows: pending(),
      vod: pending(),
      recordings: new FakeRecordingsApi(),
      players: true,
    },
    [
      [LINEUP_MACHINE, provideLineup(guide)],
      [HOME_PERSONALIZE_MACHINE, provideHomePersonalize(usage)],
      [PLAYER_FACTORY, () => fakePort({})],
    ],
  );
  const view = renderRoutes(services, webRoutes[0]!.children as RouteObject[], path);
  return { ...view, answer };
}

describe("the web's rooms, drawn while the session is checked", () => {
  it.each([
    '/actors/subscribed',
    '/showsactors/past',
    '/mysports/future',
    '/suggestions',
    '/vod/0',
    '/lineup',
    '/homepersonalize',
  ])(
    'should draw %s as its screen draws itself before its data, so that nothing moves when the screen comes',
    async (path) => {
      const { container, answer } = renderWhileRestoring(path);
      expect(screen.getByRole('heading', { level: 1 }).getAttribute('aria-busy')).toBe('true');
      // The room holds the place of what the screen will load: its loading line.
      expect(screen.getAllByRole('status')[0]!.textContent).toMatch(/^Chargement/);
      const room = outline(container);
      answer();
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).hasAttribute('aria-busy')).toBe(false));
      // What the screen adds comes after what the room drew.
      expect(outline(container).slice(0, room.length)).toEqual(room);
    },
  );

  it('should find the tabs it draws among the texts of the first load, which are all a prerendered page has', () => {
    const tabSets: readonly ScreenTabs<string>[] = [ACTORS_TABS, SHOWS_ACTORS_TABS, MY_SPORTS_TABS];
    for (const language of ['fr', 'de', 'en'] as const)
      for (const { tabs, labelKey } of tabSets)
        for (const tab of tabs) expect(textsByPart.first[language]).toHaveProperty(labelKey(tab));
  });
});
