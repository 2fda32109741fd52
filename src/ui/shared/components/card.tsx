import { css, cx } from '@linaria/core';
import { useTranslation } from '../i18n/use-translation';
import { ageIcon } from '../../../domain/account/parental';
import type { Temporal } from '../../../domain/time';
import { fillParent } from '../theme/fill';

export const cardFrame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: var(--color-surface);
  color: var(--color-text);
  border-radius: 10px;
  overflow: hidden;
  &:hover,
  &:focus-within {
    outline: 2px solid var(--color-accent);
    outline-offset: -2px;
  }
`;
export const cardImage = css`
  position: relative;
  flex: none;
  display: grid;
  place-items: center;
  overflow: hidden;
  background: linear-gradient(135deg, var(--color-surface-raised), var(--color-bg));
  img {
    max-width: 70%;
    max-height: 70%;
  }
  /* A picture of the card's own size covers the gradient, which stays as its placeholder while it loads. */
  img[data-cover] {
    ${fillParent}
    max-width: none;
    max-height: none;
    object-fit: cover;
  }
  video {
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    left: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    background: #000;
  }
`;
export const blurred = css`
  & > img {
    filter: blur(14px);
  }
`;
export const cardBody = css`
  display: grid;
  gap: 2px;
  padding: 8px 10px;
  min-width: 0;
`;
export const cardTitle = css`
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
export const cardMeta = css`
  color: var(--color-text-muted);
  font-size: 0.85em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
/* Margins, not flex gap: the TV's Chromium 68 renders these badges too. */
const badges = css`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  pointer-events: none;
  & > * + * {
    margin-left: 4px;
  }
`;
const badge = css`
  display: inline-grid;
  place-items: center;
  min-width: 26px;
  height: 26px;
  padding: 0 6px;
  border-radius: 13px;
  font-size: 0.75rem;
  font-weight: 800;
  background: var(--color-accent);
  color: var(--color-on-accent);
`;
const age = css`
  background: #fff;
  color: #111;
  border: 2px solid #111;
`;

/** The age icon (10, 12, 16, 18) and the lock of parental control, over a card's image. */
export function CardBadges({ ageRating, locked, live }: { ageRating: number; locked: boolean; live?: boolean }) {
  const { t } = useTranslation();
  const icon = ageIcon(ageRating);
  if (icon === null && !locked && !live) return null;
  return (
    <span className={badges}>
      {live ? <span className={badge}>{t('card_live')}</span> : null}
      {icon !== null ? (
        <span className={cx(badge, age)} role="img" aria-label={t('card_age', { age: icon })}>
          {icon}
        </span>
      ) : null}
      {locked ? (
        <span className={badge} role="img" aria-label={t('card_locked')}>
          <svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true">
            <path fill="currentColor" d="M2 6V4a4 4 0 0 1 8 0v2h1v8H1V6zm2 0h4V4a2 2 0 0 0-4 0z" />
          </svg>
        </span>
      ) : null}
    </span>
  );
}

// One formatter per language: making one costs more than drawing the card (search redraws 60 per keystroke).
const showTimeFormats = new Map<string, (instant: Temporal.Instant) => string>();

/** Day and time of an instant in the user's language, e.g. "sam. 20:30". */
export function useShowTime() {
  const { i18n } = useTranslation();
  let format = showTimeFormats.get(i18n.language);
  if (format === undefined) {
    const intl = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
    format = (instant) => intl.format(instant.epochMilliseconds);
    showTimeFormats.set(i18n.language, format);
  }
  return format;
}
