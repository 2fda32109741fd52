/** shaka-player's DASH build, fetched on first use so it stays out of the first page load. */
export type Shaka = typeof import('shaka-player/dist/shaka-player.dash-es2021.js').default;

let loading: Promise<Shaka> | undefined;

export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player/dist/shaka-player.dash-es2021.js').then((module) => {
    const shaka = module.default;
    shaka.polyfill.installAll();
    return shaka;
  });
  return loading;
}
