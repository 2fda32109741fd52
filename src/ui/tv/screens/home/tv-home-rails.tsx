import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { Fragment, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useOutlet } from 'react-router';
import { canPersonalizeHome } from '../../../../domain/home/home-feeds';
import { isFormerCustomer } from '../../../../domain/session/profile';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useCardRules } from '../../../shared/hooks/use-card-rules';
import { useHomeFeeds } from '../../../shared/hooks/use-home-feeds';
import { useChannels } from '../../../shared/hooks/use-home-rows';
import { useFocusMemory } from '../../focus-memory';
import { FocusableButton } from '../../focusable';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import { initialFocus } from './initial-focus';
import { TvHomeRecordKey, type FocusedShowSink } from './tv-home-record-key';
import type { RailHost } from './tv-rail';
import { TvFeedRail } from './tv-feed-rail';
import { TvCarouselRail } from './tv-carousel-rail';
import { tvHomeHead, tvHomePage } from './tv-home-frame';

/** The focus memory's name for this screen. */
export const HOME_SCREEN = 'home';
/**
 * The carousel's rail is drawn after the first rail (the focus still starts on the first rail's
 * first card) and numbered after the feeds' rails, so that their focus keys stay what they were.
 */
const carouselRail = (feedCount: number) => feedCount;
/** The rails the focus may come back to: the feeds' and, with at least one feed, the carousel's. */
const railCount = (feedCount: number) => (feedCount > 0 ? feedCount + 1 : 0);
/** The personalise button above the rails (Up from the first rail). */
const PERSONALIZE_KEY = 'home-personalize';

/**
 * The TV home: one rail per configured feed (nothing for a former customer). Focus starts on
 * the first card, or on the card focused last when coming back; closing an overlay gives it
 * back to the card that opened it.
 */
export function TvHomeRails() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const feeds = useHomeFeeds();
  const rules = useCardRules();
  const channels = useChannels();
  const memory = useFocusMemory();
  const overlay = useOutlet();
  const navigate = useNavigate();
  const open = overlay !== null;
  const byId = useMemo(() => new Map((channels?.data ?? []).map((channel) => [channel.id, channel])), [channels?.data]);
  const [restoreKey] = useState(() => memory.recall(HOME_SCREEN));
  /** The card the focus should go to once its rail is ready: the one focused last. */
  const wanted = useRef(restoreKey);
  const ready = useRef(new Map<number, readonly string[] | null>());
  const [readyVersion, setReadyVersion] = useState(0);
  const settled = useRef(false);
  const wasOpen = useRef(open);
  const { ref, focusKey } = useFocusable({ focusKey: 'home-rails', saveLastFocusedChild: true });

  const onReady = useCallback((rail: number, keys: readonly string[] | null) => {
    ready.current.set(rail, keys);
    setReadyVersion((version) => version + 1);
  }, []);
  const focusedShow: FocusedShowSink = useRef(() => undefined);
  const onFocused = useCallback(
    (key: string, item?: HomeItem) => {
      memory.remember(HOME_SCREEN, key);
      focusedShow.current(item?.kind === 'show' ? item.show : null);
    },
    [memory],
  );
  // The same objects while nothing they hold changes: the rails and their memoised cards keep.
  const context = useMemo(
    () => ({ channels: byId, now: rules.now, level: rules.level }),
    [byId, rules.now, rules.level],
  );
  const host: RailHost = useMemo(
    () => ({ context, restoreKey, onFocused, onReady }),
    [context, restoreKey, onFocused, onReady],
  );

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (open) return;
    // Closing an overlay gives the focus back to the card that opened it, or, when that card is
    // gone meanwhile (watched to the end in the player), to the first card: never to nothing.
    if (closed) {
      settled.current = false;
      wanted.current = memory.recall(HOME_SCREEN) ?? wanted.current;
    }
    if (settled.current || feeds === null) return;
    const target = initialFocus(railCount(feeds.length), ready.current, wanted.current);
    if (target === undefined) return;
    settled.current = true;
    if (target !== null) setFocus(target);
  }, [open, feeds, readyVersion, memory]);

  if (session !== null && isFormerCustomer(session.profile)) return null;
  return (
    <>
      <main className={tvHomePage} aria-hidden={open || undefined}>
        <div className={tvHomeHead}>
          <h1>{session ? t('home_welcome', { name: session.profile.username }) : t('home_title')}</h1>
          {canPersonalizeHome(session !== null, rules.replayEnabled) ? (
            <FocusableButton
              focusKey={PERSONALIZE_KEY}
              onFocused={() => onFocused(PERSONALIZE_KEY)}
              onPress={() => navigate('/homepersonalize')}
            >
              {t('home_personalize')}
            </FocusableButton>
          ) : null}
        </div>
        {feeds === null ? <p role="status">{t('loading')}</p> : null}
        <FocusContext.Provider value={focusKey}>
          <div ref={ref} aria-label={t('home_rows_label')} role="group">
            {feeds?.map((feed, index) => (
              <Fragment key={`${feed.feedId}-${feed.arg ?? ''}-${index}`}>
                <TvFeedRail feed={feed} railIndex={index} host={host} />
                {index === 0 ? <TvCarouselRail railIndex={carouselRail(feeds.length)} host={host} /> : null}
              </Fragment>
            ))}
          </div>
        </FocusContext.Provider>
        <TvHomeRecordKey sink={focusedShow} active={!open} />
      </main>
      {/* The overlay's own boundary: the screen under it, and its focus, stay while its code loads. */}
      <Suspense fallback={null}>{overlay}</Suspense>
    </>
  );
}
