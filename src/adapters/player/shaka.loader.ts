/**
 * shaka-player, fetched on first use so it stays out of the first page load. The complete build:
 * the DASH-only build does not decrypt ClearKey streams (measured in Chromium 156, shaka 5.2).
 */
export type Shaka = typeof import('shaka-player/dist/shaka-player.compiled-es2021.js').default;

let loading: Promise<Shaka> | undefined;

export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player/dist/shaka-player.compiled-es2021.js').then((module) => {
    const shaka = module.default;
    shaka.polyfill.installAll();
    return shaka;
  });
  return loading;
}
