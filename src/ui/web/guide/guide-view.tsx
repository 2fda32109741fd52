import { css } from '@linaria/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortByNumber } from '../../../domain/channel';
import { chunkWindow } from '../../../domain/epg-chunk';
import { errorKind } from '../../../domain/errors';
import { clampGuideView, guideBounds, type TimeWindow } from '../../../domain/guide';
import { Temporal } from '../../../domain/time';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useShowExtras } from '../../shared/hooks/use-show-extras';
import { useAuth } from '../../shared/hooks/use-auth';
import { useNow } from '../../shared/hooks/use-now';
import { useResource } from '../../shared/hooks/use-resource';
import { errorTextKey } from '../../shared/i18n/i18n';
import { useService } from '../../shared/services';
import { dayIndexAt, guideDays, viewOnDay } from './guide-days';
import { dayInView, dayOf, dayWindow } from '../../../domain/guide-day';
import { GuideGrid } from './guide-grid';
import { CHANNEL_COLUMN_WIDTH, ROW_HEIGHT, chunksToLoad, instantAt, pixelsPerMs, visibleTime, xOf, type Viewport } from './guide-layout';
import { GuideToolbar } from './guide-toolbar';
import { useGuideChunks } from './use-guide-chunks';
import { useGuideRecording } from './use-guide-recording';

/** The now button puts now this far into the view (a fifth: one hour of the 5-hour window). */
const NOW_POSITION = 0.2;
/** Horizontal scroll is followed in steps of this much time: the overscan hides the lag. */
const SCROLL_STEP = Temporal.Duration.from({ minutes: 10 }).total('milliseconds');
const EMPTY_VIEWPORT: Viewport = { scrollLeft: 0, scrollTop: 0, width: 0, height: 0 };

const notice = css`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 6px;
  background: var(--color-surface);
  &[role='alert'] {
    color: var(--color-error);
  }
`;

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The programme guide: toolbar, grid, the chunks of the visible window and recording from it. */
export function GuideView() {
  const { t, i18n } = useTranslation();
  const guide = useService<GuideApi>(GUIDE_API);
  const now = useNow();
  const zone = useMemo(timeZone, []);
  const dayStart = now.toZonedDateTimeISO(zone).startOfDay().epochMilliseconds;
  // Recomputed when the day changes, not at every minute tick.
  const bounds = useMemo(() => guideBounds(Temporal.Instant.fromEpochMilliseconds(dayStart), zone), [dayStart, zone]);
  const days = useMemo(() => guideDays(bounds, zone), [bounds, zone]);
  const channelsResource = useResource('channels', () => guide.channels());
  const channels = useMemo(() => sortByNumber(channelsResource?.data ?? []), [channelsResource?.data]);
  const { session } = useAuth();
  const { extras, reload: reloadExtras } = useShowExtras();
  const recording = useGuideRecording(reloadExtras);

  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState(EMPTY_VIEWPORT);
  const pxPerMs = pixelsPerMs(viewport.width);
  // The instant at the left edge of the time area: kept across resizes and day changes.
  const anchor = useRef<Temporal.Instant | null>(null);
  const renderedScale = useRef(pxPerMs);
  renderedScale.current = pxPerMs;
  // The first placement (at now) is done: before it the viewport is at the far left of the bounds.
  const [placed, setPlaced] = useState(false);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const scale = pixelsPerMs(element.clientWidth);
    const step = SCROLL_STEP * scale;
    const next: Viewport = {
      scrollLeft: Math.floor(element.scrollLeft / step) * step,
      scrollTop: Math.floor(element.scrollTop / ROW_HEIGHT) * ROW_HEIGHT,
      width: element.clientWidth,
      height: element.clientHeight,
    };
    setViewport((previous) =>
      previous.scrollLeft === next.scrollLeft && previous.scrollTop === next.scrollTop && previous.width === next.width && previous.height === next.height ? previous : next,
    );
  }, []);
  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    anchor.current = instantAt(element.scrollLeft, bounds.start, renderedScale.current);
    measure();
  }, [bounds, measure]);

  const visibleLength = Temporal.Duration.from({ milliseconds: Math.round(Math.max(0, viewport.width - CHANNEL_COLUMN_WIDTH) / pxPerMs) });
  const show = useCallback((view: TimeWindow) => {
    scroller.current?.scrollTo({ left: xOf(view.start, bounds.start, pxPerMs) });
  }, [bounds, pxPerMs]);
  const goToNow = useCallback(() => {
    show(clampGuideView(now.subtract(Temporal.Duration.from({ milliseconds: Math.round(visibleLength.total('milliseconds') * NOW_POSITION) })), bounds, visibleLength));
  }, [show, now, bounds, visibleLength]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [measure]);

  // Keeps the left-edge instant in place when the scale or the origin changes; starts at now.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || viewport.width === 0) return;
    if (!placed) {
      goToNow();
      measure();
      setPlaced(true);
    } else if (anchor.current !== null) element.scrollLeft = xOf(anchor.current, bounds.start, pxPerMs);
  }, [pxPerMs, bounds.start.epochMilliseconds, viewport.width === 0]); // eslint-disable-line react-hooks/exhaustive-deps -- only scale and origin move the anchor

  const visible = visibleTime(viewport, bounds.start, pxPerMs);
  const wanted = chunksToLoad(visible);
  const inBounds = (ids: number[]) => (placed ? ids.filter((id) => overlaps(chunkWindow(id), bounds)) : []);
  const { chunks, loading, error } = useGuideChunks(inBounds(wanted.visible), inBounds(wanted.prefetch));

  const middle = visible.start.add(Temporal.Duration.from({ milliseconds: Math.round(visibleLength.total('milliseconds') / 2) }));
  // The day the user looks at: today while now is in view (at 23:33 the view reaches into tomorrow).
  const dayIndex = dayIndexAt(dayWindow(dayInView({ start: visible.start, stop: visible.start.add(visibleLength) }, now, zone), zone).start, days);
  const todayIndex = dayIndexAt(dayWindow(dayOf(now, zone), zone).start, days);
  const formatter = useMemo(() => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: zone }), [i18n.language, zone]);
  const formatTime = useCallback((at: Temporal.Instant) => formatter.format(at.epochMilliseconds), [formatter]);
  const clock = formatTime(now);

  const failure = channelsResource?.status === 'failure' ? channelsResource.error : error;
  return (
    <section aria-labelledby="guide-heading">
      <GuideToolbar days={days} dayIndex={dayIndex} todayIndex={todayIndex} language={i18n.language} clock={clock} onNow={goToNow}
        onDay={(index) => show(viewOnDay(index, days, middle, visibleLength, bounds))} />
      {channels.length === 0 || (loading && chunks.every((chunk) => chunk === undefined)) ? <p className={notice} role="status">{t('guide_loading')}</p> : null}
      {failure ? <p className={notice} role="alert">{t(errorTextKey(errorKind(failure)))}</p> : null}
      {recording.lastRecorded ? <p className={notice} role="status">{t('guide_recorded', { title: recording.lastRecorded })}</p> : null}
      {recording.error ? <p className={notice} role="alert">{t(recording.error === 'recording-quota-exceeded' ? 'guide_record_quota' : errorTextKey(recording.error))}</p> : null}
      <GuideGrid ref={scroller} channels={channels} chunks={chunks} bounds={bounds} now={now} pxPerMs={pxPerMs} viewport={viewport}
        profile={session?.profile ?? null} extras={extras} recordBusy={recording.busy} formatTime={formatTime} clock={clock}
        onScroll={onScroll} onRecord={recording.record} />
    </section>
  );
}

function overlaps(a: TimeWindow, b: TimeWindow): boolean {
  return a.start.epochMilliseconds < b.stop.epochMilliseconds && b.start.epochMilliseconds < a.stop.epochMilliseconds;
}
