import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { StreamRights } from '../../../../src/ports/guide.port';
import { PLAYER_FACTORY } from '../../../../src/ports/player.port';
import { useTrailer } from '../../../../src/ui/shared/hooks/use-trailer';
import { ServicesProvider } from '../../../../src/ui/shared/services';
import { FakePlayer } from '../../../fakes/fake-player';

/** Players that write what they do, in order, to one log; a destroy takes a moment, as shaka's does. */
function playerLog() {
  const log: string[] = [];
  const players: FakePlayer[] = [];
  const create = () => {
    const id = players.length + 1;
    const player = new (class extends FakePlayer {
      override async attach() {
        log.push(`${id} attach`);
      }
      override async load(rights: StreamRights) {
        log.push(`${id} load ${rights.url}`);
      }
      override async play() {
        log.push(`${id} play`);
      }
      override async destroy() {
        await new Promise((done) => setTimeout(done, 20));
        log.push(`${id} destroyed`);
      }
    })();
    players.push(player);
    return player;
  };
  return { log, create };
}

function TrailerVideo({ url }: { url: string }) {
  const { video, failed } = useTrailer(url);
  return (
    <>
      <video ref={video} aria-label="trailer" />
      {failed ? <p role="alert">failed</p> : null}
    </>
  );
}

/** The players attached and not yet destroyed, from the log. */
const attached = (log: readonly string[]) => {
  const open = new Set<string>();
  for (const line of log) {
    const [id, what] = line.split(' ');
    if (what === 'attach') open.add(id!);
    if (what === 'destroyed') open.delete(id!);
  }
  return open;
};

describe.each([
  ['in StrictMode (development: effects run twice on mount)', true],
  ['without StrictMode (production)', false],
])('the trailer %s', (_, strict) => {
  const renderTrailer = (create: () => FakePlayer, url: string) => {
    const tree = (at: string): ReactNode => (
      <ServicesProvider resolve={<T,>(token: symbol) => (token === PLAYER_FACTORY ? create : undefined) as T}>
        <TrailerVideo url={at} />
      </ServicesProvider>
    );
    const wrap = (node: ReactNode) => (strict ? <StrictMode>{node}</StrictMode> : node);
    const view = render(wrap(tree(url)));
    return { ...view, show: (at: string) => view.rerender(wrap(tree(at))) };
  };

  it('should play it with one player, the element attached to one player at a time', async () => {
    const { log, create } = playerLog();
    renderTrailer(create, 'https://cdn.example/a.mpd');
    await waitFor(() => expect(log.filter((line) => line.endsWith('play'))).toHaveLength(1));
    const playing = log.find((line) => line.endsWith('play'))!.split(' ')[0];
    expect(log).toContain(`${playing} load https://cdn.example/a.mpd`);
    expect([...attached(log)]).toEqual([playing]);
    // Never two players on the element: each attach comes once the one before is destroyed.
    log.forEach((_line, at) => expect(attached(log.slice(0, at + 1)).size).toBeLessThanOrEqual(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should release the player before the next address plays, and when it leaves the page', async () => {
    const { log, create } = playerLog();
    const { show, unmount } = renderTrailer(create, 'https://cdn.example/a.mpd');
    await waitFor(() => expect(log.some((line) => line.endsWith('play'))).toBe(true));
    show('https://cdn.example/b.mpd');
    await waitFor(() => expect(log.filter((line) => line.endsWith('load https://cdn.example/b.mpd'))).toHaveLength(1));
    await waitFor(() => expect(log.filter((line) => line.endsWith('play'))).toHaveLength(2));
    log.forEach((_line, at) => expect(attached(log.slice(0, at + 1)).size).toBeLessThanOrEqual(1));
    unmount();
    await waitFor(() => expect(attached(log).size).toBe(0));
  });
});
