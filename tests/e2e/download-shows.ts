import type { Page } from 'playwright-core';

/** An ended 30-minute show of the last day on a clear channel, and an ended show on an encrypted one. */
export function pickShows(page: Page): Promise<{ clear: string; encrypted: string }> {
  return page.evaluate(async () => {
    const now = Date.now();
    const guide = (await globalThis.demoProvider!.backend()).guide;
    const channels = guide.channels(null).filter((channel) => channel.playable && channel.recordable);
    const ended = (channelId: string) =>
      guide
        .channelGuide(channelId)
        .filter(
          (show) =>
            show.stopDate.epochMilliseconds < now - 600_000 &&
            show.startDate.epochMilliseconds > now - 20 * 3_600_000 &&
            show.age < 16,
        );
    const clear = channels
      .filter((channel) => !channel.encrypted)
      .slice(2)
      .flatMap((channel) => ended(channel.id))
      .find((show) => show.stopDate.epochMilliseconds - show.startDate.epochMilliseconds === 1_800_000);
    const encrypted = channels.filter((channel) => channel.encrypted).flatMap((channel) => ended(channel.id))[0];
    if (!clear || !encrypted) throw new Error('no show to download');
    return { clear: clear.id, encrypted: encrypted.id };
  });
}
