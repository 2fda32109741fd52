import { init } from '@noriginmedia/norigin-spatial-navigation';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TvRemindersSection } from '../../../src/ui/tv/screens/account/tv-reminders-section';
import { lazyLayoutAdapter } from '../../../src/ui/tv/spatial/lazy-layout';
import { DeviceReminders } from '../../../src/ui/web/screens/account/device-reminders';
import { FakeServices } from '../render-with-services';
import { reminderServices } from '../reminder-services';

// The focus library as the TV layout starts it (routes.tsx), for the TV's buttons.
init({ shouldFocusDOMNode: true, layoutAdapter: lazyLayoutAdapter });

function renderList(list: ReactNode) {
  const world = reminderServices();
  render(
    <FakeServices services={world.services}>
      <MemoryRouter>{list}</MemoryRouter>
    </FakeServices>,
  );
  return world;
}

describe.each([
  ['the web settings', <DeviceReminders key="web" />],
  ['the TV settings', <TvRemindersSection key="tv" />],
])('the reminders listed in %s', (_, list) => {
  it('should list what the device keeps and remove a reminder', async () => {
    const { preferences } = renderList(list);
    const section = screen.getByRole('region', { name: 'Rappels' });
    expect(within(section).getByRole('listitem').textContent).toMatch(/^Le Journal, /);
    await userEvent.click(within(section).getByRole('button', { name: 'Supprimer le rappel de Le Journal' }));
    expect(within(section).getByText('Aucun rappel.')).toBeTruthy();
    expect(preferences.get('reminders')).toEqual([]);
  });
});
