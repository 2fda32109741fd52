import { css, cx } from '@linaria/core';
import { Link } from 'react-router';
import type { VodSeason } from '../../../../ports/vod.port';
import { cardBody, cardFrame, cardTitle } from '../../../shared/components/card';
import { cardLink } from '../../../shared/components/card-link';

const poster = css`
  flex: 1;
  min-height: 0;
  width: 100%;
  object-fit: cover;
`;

/** A VOD season: portrait poster and name; leads to the season overlay. */
export function VodSeasonCard({ season, to }: { season: VodSeason; to: string }) {
  return (
    <Link className={cx(cardFrame, cardLink)} to={to}>
      <img className={poster} src={season.logo || undefined} alt="" />
      <span className={cardBody}>
        <span className={cardTitle}>{season.name}</span>
      </span>
    </Link>
  );
}
