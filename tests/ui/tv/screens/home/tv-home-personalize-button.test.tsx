import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_PERSONALIZE_MACHINE, provideHomePersonalize } from '../../../../../src/application/account-machines';
import { homeWorld } from '../../../web/screens/home/home-services';
import { renderTvHome } from './tv-home-services';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const focused = () => document.activeElement as HTMLElement;
const personalize = () => screen.queryByRole('button', { name: "Personnaliser l'accueil" });

describe('the TV home’s personalise button (spec point 2)', () => {
  it('should lead to the home personalisation with Enter, and have the focus again when coming back', async () => {
    const world = homeWorld(5);
    const { router } = await renderTvHome(world, {
      services: [[HOME_PERSONALIZE_MACHINE, provideHomePersonalize(world.usage)]],
    });
    await waitFor(() => expect(focused().dataset.focusKey).toBe('rail-0-live-ch3'));
    act(() => void setFocus('home-personalize'));
    await waitFor(() => expect(focused()).toBe(personalize()));
    fireEvent.keyDown(focused(), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepersonalize'));
    await screen.findByRole('heading', { level: 1, name: "Personnaliser l'accueil" });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(focused()).toBe(personalize()));
  });

  it('should not be offered when replay is off', async () => {
    await renderTvHome({ ...homeWorld(5), replayFlag: false });
    await waitFor(() => expect(focused().dataset.focusKey).toMatch(/^rail-/));
    expect(personalize()).toBeNull();
  });
});
