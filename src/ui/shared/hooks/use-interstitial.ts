import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { interstitialView, type InterstitialView } from '../../../application/interstitial/interstitial.model';
import type { InterstitialService } from '../../../application/interstitial/interstitial.service';
import { INTERSTITIAL_SERVICE } from '../../../application/tokens';
import { useService } from '../services';

/**
 * The provider's message before the app (GET /interstitiel), for both shells: asked for once
 * at the first render (never while prerendering), shown over the first screen when it comes in
 * time; `dismiss` closes it for good on this device.
 */
export function useInterstitial(): { readonly view: InterstitialView | null; readonly dismiss: () => void } {
  const service = useService<InterstitialService>(INTERSTITIAL_SERVICE);
  useEffect(() => service.start(), [service]);
  const message = useSelector(service.actor, (snapshot) => (snapshot.hasTag('open') ? snapshot.context.message : null));
  const view = useMemo(() => interstitialView(message), [message]);
  const dismiss = useCallback(() => service.actor.send({ type: 'interstitial.dismiss' }), [service]);
  return { view, dismiss };
}
