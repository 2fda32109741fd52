/** Channels of the demo's lineup unless a tester asks for more (`?demo-channels=`): a module of its own, so the page's bridge reads it without the catalogue. */
export const DEFAULT_CHANNEL_COUNT = 44;
