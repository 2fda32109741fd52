import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CAROUSEL_RESOURCE,
  carouselSlides,
  NO_SLIDE,
  stepSlide,
  type CarouselSlides,
  type SlideChoice,
} from '../../../application/home/home-carousel.model';
import { loadedOf } from '../../../application/loaded';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';
import { useNow } from './use-now';
import { useResource } from './use-resource';
import { useRevisedKey } from './use-revision';

export interface HomeCarouselState {
  readonly slides: CarouselSlides;
  /** Shows the slide one step away, going round at either end. */
  readonly step: (step: 1 | -1) => void;
  /** Whether the user stepped: only then is the position said (nothing is read as the page opens). */
  readonly stepped: boolean;
  /** Loads the carousel again at once (the cache otherwise waits 30 s after a failure). */
  readonly retry: () => void;
}

/**
 * The home carousel (GET epgcarousel): its shows on air at the clock's minute, so that those
 * that end drop out; the call is read again at each minute, which reloads it once stale.
 */
export function useHomeCarousel(): HomeCarouselState {
  const guide = useService<GuideApi>(GUIDE_API);
  const now = useNow();
  const { key, bump } = useRevisedKey(CAROUSEL_RESOURCE);
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const shows = useResource(key, () => guide.carousel());
  // Read again at each minute: the cache reloads it once stale (5 minutes), so that new highlights come.
  useEffect(() => void cache.read(key, () => guide.carousel()), [cache, key, guide, now]);
  const [choice, setChoice] = useState<SlideChoice>(NO_SLIDE);
  const [stepped, setStepped] = useState(false);
  // The same slides while the call's answer, the minute and the choice stay (the TV's rail keeps its cards).
  const slides = useMemo(() => carouselSlides(loadedOf(shows), now, choice), [shows, now, choice]);
  const step = useCallback(
    (by: 1 | -1) => {
      if (slides.status !== 'shown') return;
      setChoice(stepSlide(slides.items, slides.index, by));
      setStepped(true);
    },
    [slides],
  );
  return { slides, step, stepped, retry: bump };
}
