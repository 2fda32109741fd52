import { css } from '@linaria/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Channel } from '../../../../domain/guide/channel';
import type { Show } from '../../../../domain/shows/show';
import type { SportsEvent } from '../../../../ports/shows.port';
import { useEventShow } from '../../../shared/hooks/use-discover';
import { useShowActions } from '../../../shared/hooks/use-show-actions';
import { useShowFlags } from '../../../shared/hooks/use-show-flags';
import { useSportEventWhen } from '../../../shared/hooks/use-sport-event-when';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { CARD_IMAGE_HEIGHT } from '../../../../domain/layout';
import { outlinedInAccent } from '../../../shared/theme/buttons';
import { fillParent } from '../../../shared/theme/fill';
import { SeriesRuleDialog } from '../recordings/series-rule-dialog';

const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: 10px;
  overflow: hidden;
  background: var(--color-surface);
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
const picture = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-around;
  background: var(--color-surface-raised);
`;
const teamLogo = css`
  position: relative;
  width: 64px;
  height: 64px;
`;
const backdrop = css`
  ${fillParent}
  object-fit: cover;
  opacity: 0.55;
`;
const body = css`
  display: grid;
  gap: 6px;
  padding: 10px 12px 12px;
`;
const meta = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  color: var(--color-text-muted);
  img {
    width: 24px;
    height: 24px;
  }
`;
const live = css`
  padding: 2px 8px;
  border-radius: 10px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-weight: 800;
  font-size: 0.8rem;
`;
const actionList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 4px 0 0;
  padding: 0;
  a,
  button {
    display: inline-block;
    font: inherit;
    font-size: 0.9rem;
    padding: 6px 12px;
    border-radius: 8px;
    ${outlinedInAccent}
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;

/** One sports event: league, team logos, genre, channel and time, and what can be done with its show (watch, replay, record). */
export function SportEventCard({
  event,
  channel,
  screen,
}: {
  event: SportsEvent;
  channel: Channel | undefined;
  screen: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const show = useEventShow(event);
  const when = useSportEventWhen(event, channel);
  return (
    <article className={card} aria-labelledby={id}>
      <div className={picture} style={{ height: CARD_IMAGE_HEIGHT }}>
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
          <EventActions show={show.data} screen={screen} title={event.title} />
        ) : null}
      </div>
    </article>
  );
}

/** The event's show actions (the show-actions model: watch, replay, start-over, record…) and a link to its details. */
function EventActions({ show, screen, title }: { show: Show; screen: string; title: string }) {
  const { t } = useTranslation();
  const { flags, reload } = useShowFlags(show);
  if (flags === null) return null;
  return (
    <EventActionList
      show={show}
      flags={flags}
      reload={reload}
      screen={screen}
      title={title}
      label={t('overlay_actions')}
    />
  );
}

function EventActionList({
  show,
  flags,
  reload,
  screen,
  title,
  label,
}: {
  show: Show;
  flags: NonNullable<ReturnType<typeof useShowFlags>['flags']>;
  reload: () => void;
  screen: string;
  title: string;
  label: string;
}) {
  const { t } = useTranslation();
  const model = useShowActions(show, flags, reload);
  return (
    <>
      <ul className={actionList} aria-label={`${label} · ${title}`}>
        {model.items.map((item) => (
          <li key={item.action}>
            {item.kind === 'link' ? (
              <Link to={item.to}>{t(item.labelKey)}</Link>
            ) : (
              <button type="button" disabled={item.disabled} onClick={() => model.run(item)}>
                {t(item.labelKey)}
              </button>
            )}
          </li>
        ))}
        <li>
          <Link to={`${screen}/show/${encodeURIComponent(show.id)}`}>{t('show_title')}</Link>
        </li>
      </ul>
      {model.stateKeys.length > 0 ? <p role="status">{model.stateKeys.map((key) => t(key)).join(' · ')}</p> : null}
      {model.error ? <p role="alert">{t(errorTextKey(model.error))}</p> : null}
      <SeriesRuleDialog draft={model.seriesRule} />
    </>
  );
}
