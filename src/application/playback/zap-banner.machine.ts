import { setup } from 'xstate';
import { ZAP_BANNER_MS } from '../../domain/playback/zapping';

export type ZapBannerEvent =
  { type: 'banner.show' } | { type: 'banner.focus' } | { type: 'banner.blur' } | { type: 'banner.hide' };

/**
 * The now/next banner of the TV player (issue 12, items 6 and 7): shown on every zap, it hides
 * `ZAP_BANNER_MS` later unless the remote's focus is on it; once the focus leaves, the wait
 * starts again. A new zap while it shows starts the wait again too.
 */
export const zapBannerMachine = setup({
  types: { events: {} as ZapBannerEvent },
  delays: { banner: ZAP_BANNER_MS },
}).createMachine({
  id: 'zapBanner',
  initial: 'hidden',
  on: {
    'banner.show': { target: '.shown', reenter: true },
    'banner.hide': '.hidden',
  },
  states: {
    hidden: {},
    shown: {
      tags: ['visible'],
      after: { banner: 'hidden' },
      on: { 'banner.focus': 'held' },
    },
    held: {
      tags: ['visible'],
      on: { 'banner.blur': 'shown', 'banner.show': 'held' },
    },
  },
});
