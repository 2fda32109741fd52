import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TV_PLAY_PATHS } from '../../../../application/shows/show-actions.model';
import type { Channel } from '../../../../domain/guide/channel';
import type { Show } from '../../../../domain/shows/show';
import type { SportsEvent } from '../../../../ports/shows.port';
import { useEventShow } from '../../../shared/hooks/use-discover';
import { useShowActions } from '../../../shared/hooks/use-show-actions';
import { useShowFlags } from '../../../shared/hooks/use-show-flags';
import { useSportEventWhen } from '../../../shared/hooks/use-sport-event-when';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { fillParent } from '../../../shared/theme/fill';
import { FocusableButton } from '../../focusable';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { buttonRow, primary } from '../details/tv-overlay-parts';
import { TvSeriesRuleDialog } from '../details/tv-series-rule-dialog';
import type { TvListScreen } from './use-tv-list-screen';

const card = css`
  height: 100%;
  border-radius: 14px;
  overflow: hidden;
  background: var(--color-surface);
  h2 {
    margin: 0;
    font-size: 2rem;
  }
  p {
    margin: 0;
  }
`;
const picture = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-around;
  height: 140px;
  background: var(--color-surface-raised);
`;
const teamLogo = css`
  position: relative;
  width: 88px;
  height: 88px;
`;
const backdrop = css`
  ${fillParent}
  object-fit: cover;
  opacity: 0.55;
`;
const body = css`
  padding: 16px 20px 4px;
  & > * + * {
    margin-top: 8px !important;
  }
`;
const meta = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  color: var(--color-text-muted);
  img {
    width: 32px;
    height: 32px;
    margin-right: 8px;
  }
  span {
    margin-right: 16px;
  }
`;
const live = css`
  padding: 2px 10px;
  border-radius: 10px;
  background: var(--color-accent);
  color: var(--color-on-accent) !important;
  font-weight: 800;
`;
const actions = css`
  button {
    font-size: 1.4rem;
    padding: 10px 20px;
  }
  li {
    margin: 0 16px 12px 0;
  }
`;

/** The focus key of one of an event's buttons. */
export const eventKey = (eventId: string, action: string) => `event-${eventId}-${action}`;

/** One sports event on TV: league, teams, genre, channel and time, and its show's actions, as on the web. */
export function TvSportEventTile({
  event,
  channel,
  screenPath,
  screen,
}: {
  event: SportsEvent;
  channel: Channel | undefined;
  screenPath: string;
  screen: TvListScreen;
}) {
  const { t } = useTranslation();
  const id = useId();
  const show = useEventShow(event);
  const when = useSportEventWhen(event, channel);
  return (
    <article className={card} aria-labelledby={id}>
      <div className={picture}>
        <img className={backdrop} src={event.background || undefined} alt="" loading="lazy" />
        {event.teamLogos.map((logo, index) => (
          <img key={index} className={teamLogo} src={logo} alt="" loading="lazy" />
        ))}
      </div>
      <div className={body}>
        <h2 id={id}>{event.title}</h2>
        <p className={meta}>
          {event.leagueLogo ? <img src={event.leagueLogo} alt="" /> : null}
          <span>{event.league}</span>
          {event.genreLogo ? <img src={event.genreLogo} alt="" /> : null}
          <span>{event.genre}</span>
        </p>
        <p className={meta}>
          {when.onNow ? <span className={live}>{t('mysports_live')}</span> : null}
          <span>{when.line}</span>
        </p>
        {show.status === 'success' && show.data !== null ? (
          <EventActions show={show.data} event={event} screenPath={screenPath} screen={screen} />
        ) : null}
      </div>
    </article>
  );
}

function EventActions(props: { show: Show; event: SportsEvent; screenPath: string; screen: TvListScreen }) {
  const { flags, reload } = useShowFlags(props.show);
  return flags === null ? null : <EventActionList {...props} flags={flags} reload={reload} />;
}

/** The show-actions model's buttons (watch, replay, record…) and the show's details, each remembered when focused. */
function EventActionList({
  show,
  event,
  flags,
  reload,
  screenPath,
  screen,
}: {
  show: Show;
  event: SportsEvent;
  flags: NonNullable<ReturnType<typeof useShowFlags>['flags']>;
  reload: () => void;
  screenPath: string;
  screen: TvListScreen;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const model = useShowActions(show, flags, reload, TV_PLAY_PATHS);
  const details = eventKey(event.eventId, 'details');
  useFocusBackFromDraft(model.seriesRule.open, event.eventId);
  const button = (key: string, press: () => void, label: string, className?: string) => (
    <FocusableButton
      focusKey={key}
      className={className}
      autoFocus={screen.takesFocus(key, false)}
      onFocused={() => screen.remember(key)}
      onPress={press}
    >
      {label}
    </FocusableButton>
  );
  return (
    <>
      <ul className={`${buttonRow} ${actions}`} aria-label={`${t('overlay_actions')} · ${event.title}`}>
        {model.items.map((item, index) => (
          <li key={item.action}>
            {button(
              eventKey(event.eventId, item.action),
              () => (item.kind === 'link' ? void navigate(item.to) : model.run(item)),
              t(item.labelKey),
              index === 0 ? primary : undefined,
            )}
          </li>
        ))}
        <li>
          {button(
            details,
            () => void navigate(`${screenPath}/show/${encodeURIComponent(show.id)}`, overlayNavigation),
            t('show_title'),
          )}
        </li>
      </ul>
      {model.stateKeys.length > 0 ? <p role="status">{model.stateKeys.map((key) => t(key)).join(' · ')}</p> : null}
      {model.error ? <p role="alert">{t(errorTextKey(model.error))}</p> : null}
      <TvSeriesRuleDialog draft={model.seriesRule} />
    </>
  );
}

/** Once the series rule dialog closes, the focus goes back to the event's details button (always there). */
function useFocusBackFromDraft(open: boolean, eventId: string) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      setFocus(eventKey(eventId, 'details'));
    }
  }, [open, eventId]);
}
