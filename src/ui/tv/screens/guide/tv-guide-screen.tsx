import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useOutlet, useSearchParams } from 'react-router';
import type { TvGuideEnter } from '../../../../application/guide/tv-guide-actions';
import type { TvGuideFocus } from '../../../../application/guide/tv-guide-navigation';
import type { Temporal } from '../../../../domain/time';
import { useAnnouncement } from '../../../shared/components/announcer';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { useRemoteKeys } from '../../keys/key-layers';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { useShowReminder } from '../../../shared/hooks/use-show-reminder';
import { useHostedLiveChannel } from '../../../shared/playback-host/hosted-playback';
import type { RemoteKey } from '../../keys/key-map';
import { TvGuideDetails } from './tv-guide-details';
import { TvGuideGrid } from './tv-guide-grid';
import { drawAhead } from './tv-guide-shift';
import { TvGuideKeys } from './tv-guide-keys';
import { TvGuideNotices } from './tv-guide-notices';
import { TvPictureInGuide } from './tv-picture-in-guide';
import { useTvGuide, type DrawnGrid } from './use-tv-guide';

const screen = css`
  box-sizing: border-box;
  width: 1920px;
  height: 1080px;
  padding: 36px 80px 0;
  overflow: hidden;
`;
const top = css`
  position: relative;
  display: flex;
  height: 290px;
  margin-bottom: 16px;
`;
/** The player or overlay path of Enter on a show (the TV player's `/player/{type}`, the show's detail). */
function enterPath(enter: TvGuideEnter): string {
  if (enter.kind === 'play') return `/player/live?channel=${encodeURIComponent(enter.channelId)}`;
  if (enter.kind === 'replay') return `/player/replay?show=${encodeURIComponent(enter.showId)}`;
  return `/guide/show/${encodeURIComponent(enter.showId)}`;
}

/** The keys that act on the focused show: a move not rendered yet is rendered first. */
const SETTLING: ReadonlySet<RemoteKey['action']> = new Set(['enter', 'red', 'green']);

/** The grid's moves by remote key: arrows, CH+ and CH- page, yellow and blue (or rewind and fast-forward) jump a day, 0 goes back to now. */
const MOVES: Partial<Record<RemoteKey['action'], Parameters<ReturnType<typeof useTvGuide>['move']>[0]>> = {
  up: 'up',
  down: 'down',
  left: 'left',
  right: 'right',
  channelUp: 'pageUp',
  channelDown: 'pageDown',
  yellow: 'dayBack',
  rewind: 'dayBack',
  blue: 'dayForward',
  fastForward: 'dayForward',
};

/**
 * The TV programme guide (/tv/guide): the focused show's details and the picture in guide on
 * top, the grid below. The grid is one focusable for the focus library; inside it the focused
 * cell has the real focus (roving tabindex) and the guide's own navigation moves it.
 */
export function TvGuideScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // It opens on the channel the address names, else on the one playing on ("player always on").
  const playing = useHostedLiveChannel();
  const tv = useTvGuide(params.get('channel') ?? playing);
  const { focus, actions, focusedShow, focusedChannel, guide, status } = tv;
  // The details and the picture in guide follow the focus in a render of their own, after the grid's
  // (deferred values): a key moves the focus at once, and their render, which the next key interrupts,
  // catches up between keys.
  const shownShow = useDeferredValue(focusedShow);
  const shownChannel = useDeferredValue(focusedChannel);
  const shownActions = useDeferredValue(actions);
  const { ref: grid, focusSelf } = useFocusable<object, HTMLDivElement>({ focusKey: 'tv-guide-grid' });
  // Whether the grid holds the remote's focus (its cell may just have left the page as the window moved).
  const inGrid = useRef(true);
  // A future show's detail opens over the guide; closing it gives the focus back to the same cell.
  const overlay = useOutlet();
  // The picture in guide's parental PIN dialog, like an overlay, holds the focus while it is open.
  const [pinAsked, setPinAsked] = useState(false);
  const open = overlay !== null;
  const covered = open || pinAsked;

  const formatter = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: guide.zone }),
    [i18n.language, guide.zone],
  );
  const dayFormatter = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: guide.zone,
      }),
    [i18n.language, guide.zone],
  );
  const formatTime = useCallback((at: Temporal.Instant) => formatter.format(at.epochMilliseconds), [formatter]);

  // The cell a key focused before the grid rendered the move (see `drawn`): a render of the
  // focus before it (a clock tick, a chunk) leaves it focused rather than going back.
  const ahead = useRef<string | null>(null);
  const focusCell = useCallback(() => {
    const cell = grid.current?.querySelector<HTMLElement>('[tabindex="0"]');
    if (ahead.current !== null) {
      if (cell?.dataset.cell !== ahead.current) return;
      ahead.current = null;
    }
    if (cell && document.activeElement !== cell) cell.focus({ preventScroll: true });
  }, [grid]);
  /**
   * Focuses the cell of a move inside the key's own task, when the grid has drawn it (the grid
   * draws DRAWN_BEYOND rows and shows beyond each edge), with what the move's render will write
   * (drawAhead: its channel's mark, and the drawn grid moved to its window when it scrolls): the
   * frame after the key shows the new focus, and the grid, the details and the picture in guide render the move
   * after it (once the keys rest, TV_GUIDE_REST_MS, see useTvGuide). Other moves (a page,
   * a day, a show not loaded yet) render at once and focus their cell then, the details and
   * the picture in guide following in a later render (deferred values).
   */
  const drawnCell = (next: TvGuideFocus): HTMLElement | undefined => {
    if (next.showId === null) return undefined;
    const row = grid.current?.querySelector(`[data-row="${next.row}"]`);
    return [...(row?.querySelectorAll<HTMLElement>('[data-cell]') ?? [])].find(
      (element) => element.dataset.cell === next.showId,
    );
  };
  const drawn: DrawnGrid = {
    focus: (next) => {
      ahead.current = null;
      const root = grid.current;
      const cell = drawnCell(next);
      if (focus === null || root === null || !cell) return false;
      ahead.current = next.showId;
      drawAhead(root, next, focus, guide.bounds);
      cell.focus({ preventScroll: true });
      return true;
    },
    holds: (next) => drawnCell(next) !== undefined,
  };
  const hasFocus = focus !== null;
  useEffect(() => {
    if (!hasFocus || covered) return;
    inGrid.current = true;
    focusSelf();
  }, [hasFocus, covered, focusSelf]);
  useLayoutEffect(() => {
    if (inGrid.current && !covered) focusCell();
  });
  const onGridFocus = (event: FocusEvent<HTMLDivElement>) => {
    inGrid.current = true;
    if (event.target === event.currentTarget) focusCell();
  };
  const onGridBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget))
      inGrid.current = false;
  };

  // CH+ and CH- over the PIN dialog page the guide on, as they do in it (the PIN request is dropped).
  const move = useRef(tv.move);
  move.current = tv.move;
  const pageOn = useCallback((direction: 1 | -1) => void move.current(direction === 1 ? 'pageUp' : 'pageDown'), []);

  // The handler of this render: after `settle`, the keys go on with the render of the move.
  const keys = useRef<(key: RemoteKey) => boolean>(() => false);
  // Green sets or removes the focused future show's reminder (the overlay's own green when it is open).
  const reminder = useShowReminder(focusedShow);
  const onKey = (key: RemoteKey): boolean => {
    if (covered || !inGrid.current || focus === null) return false;
    if (SETTLING.has(key.action) && tv.settle()) return keys.current(key);
    if (key.action === 'green') return reminder.toggle();
    const move = key.action === 'digit' ? (key.digit === 0 ? 'now' : undefined) : MOVES[key.action];
    if (move !== undefined) return tv.move(move, drawn) !== null;
    if (key.action === 'enter' && actions) {
      navigate(enterPath(actions.enter), actions.enter.kind === 'detail' ? overlayNavigation : undefined);
      return true;
    }
    if (key.action === 'red' && actions?.canRecord && focusedShow) {
      guide.recording.record(focusedShow);
      return true;
    }
    return key.action === 'enter' || key.action === 'red';
  };
  keys.current = onKey;
  useRemoteKeys('screen', onKey);

  const failure = status.error
    ? errorText(t, status.error)
    : guide.recording.error
      ? t(errorTextKey(guide.recording.error))
      : null;
  useAnnouncement(failure);
  const recorded = guide.recording.lastRecorded ? t('guide_recorded', { title: guide.recording.lastRecorded }) : null;
  useAnnouncement(recorded);

  return (
    <>
      <main className={screen} aria-labelledby="tv-guide-heading" aria-hidden={open || undefined}>
        <div className={top}>
          <TvGuideDetails show={shownShow} channel={shownChannel} actions={shownActions} formatTime={formatTime} />
          <TvPictureInGuide channel={shownChannel} onDialog={setPinAsked} onZap={pageOn} />
          <TvGuideNotices loading={status.loading} failure={failure} recorded={recorded} />
        </div>
        {/* The grid's focusable for the focus library: in the page from the start, so that the library has its node when it registers it. */}
        <div ref={grid} tabIndex={focus && tv.window ? -1 : undefined} onFocus={onGridFocus} onBlur={onGridBlur}>
          {focus && tv.window ? (
            <TvGuideGrid
              rows={tv.rows}
              focus={focus}
              window={tv.window}
              bounds={guide.bounds}
              now={guide.now}
              zone={guide.zone}
              profile={guide.profile}
              extras={guide.extras}
              day={dayFormatter.format(focus.cursor.epochMilliseconds)}
              formatTime={formatTime}
            />
          ) : null}
        </div>
        <TvGuideKeys />
      </main>
      {/* The overlay's own boundary: the screen under it, and its focus, stay while its code loads. */}
      <Suspense fallback={null}>{overlay}</Suspense>
    </>
  );
}
