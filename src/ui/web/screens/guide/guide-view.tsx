import { css } from '@linaria/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { viewOnDay } from '../../../../application/guide/guide-days';
import { guideDayPicker } from '../../../../application/guide/guide.model';
import { clampGuideView, type TimeWindow } from '../../../../domain/guide/guide';
import { Temporal } from '../../../../domain/time';
import { useGuide } from '../../../shared/hooks/use-guide';
import { useGuideWindow } from '../../../shared/hooks/use-guide-window';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { GuideGrid } from './guide-grid';
import { instantAt, xOf } from '../../../../application/guide/guide-geometry';
import { CHANNEL_COLUMN_WIDTH, ROW_HEIGHT, pixelsPerMs, visibleTime, type Viewport } from './guide-layout';
import { GuideToolbar } from './guide-toolbar';

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

/** The programme guide: toolbar, grid, the chunks of the visible window and recording from it. */
export function GuideView() {
  const { t, i18n } = useTranslation();
  const guide = useGuide();
  const { now, zone, bounds, days, channels, profile, extras, recording } = guide;

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
      previous.scrollLeft === next.scrollLeft &&
      previous.scrollTop === next.scrollTop &&
      previous.width === next.width &&
      previous.height === next.height
        ? previous
        : next,
    );
  }, []);
  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    anchor.current = instantAt(element.scrollLeft, bounds.start, renderedScale.current);
    measure();
  }, [bounds, measure]);

  const visibleLength = Temporal.Duration.from({
    milliseconds: Math.round(Math.max(0, viewport.width - CHANNEL_COLUMN_WIDTH) / pxPerMs),
  });
  const show = useCallback(
    (view: TimeWindow) => {
      scroller.current?.scrollTo({ left: xOf(view.start, bounds.start, pxPerMs) });
    },
    [bounds, pxPerMs],
  );
  const goToNow = useCallback(() => {
    show(
      clampGuideView(
        now.subtract(
          Temporal.Duration.from({ milliseconds: Math.round(visibleLength.total('milliseconds') * NOW_POSITION) }),
        ),
        bounds,
        visibleLength,
      ),
    );
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
  // Nothing is loaded before the first placement: the viewport is then at the far left of the bounds.
  const { chunks, status } = useGuideWindow(guide, placed ? visible : null);

  const middle = visible.start.add(
    Temporal.Duration.from({ milliseconds: Math.round(visibleLength.total('milliseconds') / 2) }),
  );
  const { dayIndex, todayIndex } = guideDayPicker(
    { start: visible.start, stop: visible.start.add(visibleLength) },
    now,
    zone,
    days,
  );
  const formatter = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: zone }),
    [i18n.language, zone],
  );
  const formatTime = useCallback((at: Temporal.Instant) => formatter.format(at.epochMilliseconds), [formatter]);
  const clock = formatTime(now);

  return (
    <section aria-labelledby="guide-heading">
      <GuideToolbar
        days={days}
        dayIndex={dayIndex}
        todayIndex={todayIndex}
        language={i18n.language}
        clock={clock}
        onNow={goToNow}
        onDay={(index) => show(viewOnDay(index, days, middle, visibleLength, bounds))}
      />
      {status.loading ? (
        <p className={notice} role="status">
          {t('guide_loading')}
        </p>
      ) : null}
      {status.error ? (
        <p className={notice} role="alert">
          {errorText(t, status.error)}
        </p>
      ) : null}
      {recording.lastRecorded ? (
        <p className={notice} role="status">
          {t('guide_recorded', { title: recording.lastRecorded })}
        </p>
      ) : null}
      {recording.error ? (
        <p className={notice} role="alert">
          {t(errorTextKey(recording.error))}
        </p>
      ) : null}
      <GuideGrid
        ref={scroller}
        channels={channels}
        chunks={chunks}
        bounds={bounds}
        now={now}
        zone={zone}
        pxPerMs={pxPerMs}
        viewport={viewport}
        profile={profile}
        extras={extras}
        recordBusy={recording.busy}
        formatTime={formatTime}
        clock={clock}
        onScroll={onScroll}
        onRecord={recording.record}
      />
    </section>
  );
}
