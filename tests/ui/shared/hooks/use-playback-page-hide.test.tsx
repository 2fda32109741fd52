import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { PLAYBACK_FACTORY } from '../../../../src/application/tokens';
import { usePlayback } from '../../../../src/ui/shared/hooks/use-playback';
import { FakePlayer } from '../../../fakes/fake-player';
import { FakeSessionApi } from '../../../fakes/fake-session-api';
import { FakeServices, startAuthAs } from '../../render-with-services';
import { fakeServices } from '../../../fakes/fake-services';

/** Stands in for the playback machine (idle, nothing playing): the test reads what it is sent. */
const idlePlayback = createMachine({
  context: { channelId: null, error: null, content: null, volume: 1, playhead: null },
});

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
afterEach(() => {
  visibility = 'visible';
});

function Player() {
  usePlayback();
  return null;
}

/** The hook over the stand-in machine; counts the `player.hidden` events the machine receives. */
async function renderPlayer() {
  const sessionApi = new FakeSessionApi();
  const received: string[] = [];
  const inspect = (inspection: { type: string; event: { type: string } }) => {
    if (inspection.type === '@xstate.event') received.push(inspection.event.type);
  };
  const services = fakeServices({ actorOptions: { inspect }, auth: await startAuthAs(sessionApi), sessionApi }, [
    [PLAYBACK_FACTORY, () => ({ machine: idlePlayback, player: new FakePlayer(), forgetRights: () => undefined })],
  ]);
  render(
    <FakeServices services={services}>
      <Player />
    </FakeServices>,
  );
  return { hiddenEvents: () => received.filter((type) => type === 'player.hidden').length };
}

describe('the player on a page going away (issue 15: the bookmark is saved on page hide)', () => {
  it('should tell the playback machine when the page is hidden (tab switched, screen off)', async () => {
    const { hiddenEvents } = await renderPlayer();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(hiddenEvents()).toBe(1);
  });

  it('should tell it when the page is left (closed, reloaded or navigated off)', async () => {
    const { hiddenEvents } = await renderPlayer();
    window.dispatchEvent(new Event('pagehide'));
    expect(hiddenEvents()).toBe(1);
  });

  it('should say nothing when the page comes back into view', async () => {
    const { hiddenEvents } = await renderPlayer();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(hiddenEvents()).toBe(0);
  });
});
