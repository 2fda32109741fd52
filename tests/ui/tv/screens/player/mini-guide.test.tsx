import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Temporal } from '../../../../../src/domain/time';
import type { LiveEntry } from '../../../../../src/domain/playback/live';
import { MiniGuide } from '../../../../../src/ui/tv/screens/player/mini-guide';
import { FakeServices } from '../../../render-with-services';
import { aChannel } from '../../../../fakes/shows';
import { createMemoryPreferences } from '../../../../../src/adapters/storage/memory-preferences.store';
import { DEFAULT_LOCAL_PREFERENCES } from '../../../../../src/domain/account/local-preferences';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../../../src/ports/preferences.port';

const entries: LiveEntry[] = Array.from({ length: 40 }, (_, index) => ({
  channel: aChannel({ id: `ch${index + 1}`, name: `Chaîne ${index + 1}`, number: index + 1 }),
}));
const now = Temporal.Instant.from('2026-11-23T19:30:00Z');
/** The device's preferences the mini-guide reads (the defaults unless a test keeps others). */
let preferences: PreferencesStore = createMemoryPreferences();
const services = () => new Map<symbol, unknown>([[PREFERENCES_STORE, preferences]]);

function renderGuide(browsed: number, playing = 'ch1') {
  return render(
    <FakeServices services={services()}>
      <MiniGuide entries={entries} browsed={browsed} playingChannelId={playing} now={now} onChoose={vi.fn()} />
    </FakeServices>,
  );
}

const numbers = () => screen.getAllByRole('button').map((button) => Number(button.textContent?.split('.')[0]));

describe('the TV mini-guide', () => {
  beforeEach(() => {
    preferences = createMemoryPreferences();
  });

  it('compact channel list: should draw its channels in denser rows', () => {
    preferences = createMemoryPreferences({
      localPreferences: { ...DEFAULT_LOCAL_PREFERENCES, compactChannelList: true },
    });
    renderGuide(0);
    expect(screen.getByRole('list', { name: 'Chaînes' }).dataset.density).toBe('compact');
  });

  it('should show a few channels around the one browsed, which has the focus', () => {
    renderGuide(19);
    expect(numbers()).toEqual([18, 19, 20, 21, 22]);
    expect(document.activeElement?.textContent).toMatch(/^20\. Chaîne 20/);
  });

  it.each([
    [0, [1, 2, 3, 4, 5]],
    [39, [36, 37, 38, 39, 40]],
  ])('should stay inside the list when browsing channel index %i', (browsed, shown) => {
    renderGuide(browsed);
    expect(numbers()).toEqual(shown);
  });

  it('should mark the playing channel, not the browsed one', () => {
    renderGuide(2, 'ch2');
    expect(screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^2\. /),
    ]);
  });

  it('should move the focus as the browsing goes', () => {
    const view = renderGuide(10);
    view.rerender(
      <FakeServices services={services()}>
        <MiniGuide entries={entries} browsed={11} playingChannelId="ch1" now={now} onChoose={vi.fn()} />
      </FakeServices>,
    );
    expect(document.activeElement?.textContent).toMatch(/^12\. /);
  });
});
