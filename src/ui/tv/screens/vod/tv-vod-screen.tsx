import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useOutlet } from 'react-router';
import { VOD_ROOT_CATEGORY } from '../../../../domain/vod/vod';
import type { VodRailCard } from '../../../../application/vod/vod.model';
import { useVodCategory } from '../../../shared/hooks/use-vod';
import { errorText } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFocusMemory } from '../../focus-memory';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { TvVodCategoryRails } from './tv-vod-category-rails';
import { TvVodHereRails } from './tv-vod-here-rails';
import { vodPage } from './tv-vod-page';
import type { VodRailHost } from './tv-vod-rail';
import { vodInitialFocus } from './vod-initial-focus';
import { TvLoadFailure } from '../../tv-load-failure';

/** The focus memory's name for this screen. */
export const VOD_SCREEN = 'vod';

/**
 * The TV's VOD (spec point 2: one screen, its details as nested routes): a rail per category of
 * the catalogue, adult ones left out, then the titles and the seasons available where the user is.
 * Enter on a card opens its product or season over the screen; closing it gives the focus back to that card.
 */
export function TvVodScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const memory = useFocusMemory();
  const overlay = useOutlet();
  const open = overlay !== null;
  const root = useVodCategory(VOD_ROOT_CATEGORY);
  const [restoreKey] = useState(() => memory.recall(VOD_SCREEN));
  const wanted = useRef(restoreKey);
  const ready = useRef({ keys: new Map<string, readonly string[]>(), first: null as string | null });
  const [readyVersion, setReadyVersion] = useState(0);
  const settled = useRef(false);
  const wasOpen = useRef(open);
  const { ref, focusKey } = useFocusable({ focusKey: 'vod-rails', saveLastFocusedChild: true });

  const onReady = useCallback((railId: string, keys: readonly string[], first: boolean) => {
    ready.current.keys.set(railId, keys);
    if (first) ready.current.first = railId;
    setReadyVersion((version) => version + 1);
  }, []);
  const onFocused = useCallback((key: string) => memory.remember(VOD_SCREEN, key), [memory]);
  const onPress = useCallback(
    (card: VodRailCard, key: string) => {
      memory.remember(VOD_SCREEN, key);
      void navigate(`/vod/${card.path}`, overlayNavigation);
    },
    [memory, navigate],
  );
  const host: VodRailHost = useMemo(
    () => ({ restoreKey, onFocused, onPress, onReady }),
    [restoreKey, onFocused, onPress, onReady],
  );

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (open) return;
    // Closing a detail gives the focus back to the card that opened it.
    if (closed) {
      settled.current = false;
      wanted.current = memory.recall(VOD_SCREEN) ?? wanted.current;
    }
    if (settled.current) return;
    const target = vodInitialFocus(ready.current, wanted.current);
    if (target === undefined) return;
    settled.current = true;
    if (target !== null) setFocus(target);
  }, [open, readyVersion, memory]);

  return (
    <>
      <main className={vodPage} aria-hidden={open || undefined}>
        <h1>{t('vod_title')}</h1>
        {root.status === 'loading' ? <p role="status">{t('vod_loading')}</p> : null}
        {root.status === 'failure' ? (
          <TvLoadFailure focusKey="vod-retry" autoFocus>
            {t('vod_error')} {errorText(t, root.error)}
          </TvLoadFailure>
        ) : null}
        {root.status === 'success' && root.data.children.length === 0 ? <p>{t('vod_empty')}</p> : null}
        <FocusContext.Provider value={focusKey}>
          <div ref={ref} role="group" aria-label={t('vod_categories')}>
            {root.status === 'success'
              ? root.data.children.map((category, index) => (
                  <TvVodCategoryRails
                    key={category.id}
                    category={category}
                    title={category.name}
                    first={index === 0}
                    host={host}
                  />
                ))
              : null}
            <TvVodHereRails host={host} />
          </div>
        </FocusContext.Provider>
      </main>
      {/* The overlay's own boundary: the screen under it, and its focus, stay while its code loads. */}
      <Suspense fallback={null}>{overlay}</Suspense>
    </>
  );
}
