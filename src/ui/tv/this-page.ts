/**
 * The TV has no web view of its own (nothing under src/ui/tv embeds one): a page of the provider
 * (its password reset, its account and help pages) opens in place of the app, and the TV's Back,
 * its history, comes back to the app. One object, so that a test can see what would open.
 */
export const thisPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
