import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CastButton } from '../../../../../src/ui/web/screens/player/cast-button';
import { aChannel } from '../../../../fakes/shows';
import { FakeServices, fakePort } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const channels = [aChannel({ id: 'cast', castable: true }), aChannel({ id: 'nocast', castable: false })];

function renderCast(channelId: string, prompt?: () => Promise<void>) {
  const video = document.createElement('video');
  if (prompt) Object.defineProperty(video, 'remote', { value: { prompt }, configurable: true });
  const ref = createRef<HTMLVideoElement>() as { current: HTMLVideoElement | null };
  ref.current = video;
  const services = fakeServices({ guide: fakePort({ channels: async () => channels }) });
  render(
    <FakeServices services={services}>
      <CastButton videoRef={ref} channelId={channelId} />
    </FakeServices>,
  );
}

/** Gives this jsdom's media elements the Remote Playback API, as Chromium has it. */
function withRemotePlayback() {
  Object.defineProperty(HTMLMediaElement.prototype, 'remote', { value: {}, configurable: true });
}

afterEach(() => {
  delete (HTMLMediaElement.prototype as { remote?: unknown }).remote;
});

describe('casting from the player (Remote Playback API)', () => {
  it('should offer casting a castable channel where the browser has the API, and open its device prompt', async () => {
    withRemotePlayback();
    const prompt = vi.fn(async () => undefined);
    renderCast('cast', prompt);
    fireEvent.click(await screen.findByRole('button', { name: 'Diffuser sur un appareil' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should hide casting where the browser has no Remote Playback API', async () => {
    expect('remote' in HTMLMediaElement.prototype).toBe(false);
    renderCast('cast');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('should hide casting for a channel that is not castable', async () => {
    withRemotePlayback();
    renderCast('nocast', async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['NotFoundError', true],
    ['NotAllowedError', false],
  ])('should say so when casting fails with %s: %s', async (name, said) => {
    withRemotePlayback();
    renderCast('cast', async () => {
      throw new DOMException('no', name);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Diffuser sur un appareil' }));
    if (said)
      expect((await screen.findByRole('alert')).textContent).toBe('La diffusion sur un appareil n’a pas pu démarrer.');
    else await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
