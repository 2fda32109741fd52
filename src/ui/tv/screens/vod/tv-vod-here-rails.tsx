import { useVodHere } from '../../../shared/hooks/use-vod-here';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TvVodRail, type VodRailHost } from './tv-vod-rail';

/** The rails' ids (focus keys `vod-<id>-…`, so no dash). */
export const HERE_TITLES_RAIL = 'heretitles';
export const HERE_SEASONS_RAIL = 'hereseasons';

/**
 * What VOD offers where the user is, as two rails after the categories': the titles
 * (vod/locations/shows/), each opening its product, and the seasons (vod/locations/seasons/), each
 * opening its episodes. An empty or failed rail holds no card, so the remote passes over it.
 */
export function TvVodHereRails({ host }: { host: VodRailHost }) {
  const { t } = useTranslation();
  const here = useVodHere();
  const texts = (empty: string) => ({ loading: t('vod_here_loading'), error: t('vod_here_error'), empty });
  return (
    <>
      <TvVodRail
        railId={HERE_TITLES_RAIL}
        title={t('vod_here_titles')}
        loaded={here.titles}
        texts={texts(t('vod_here_no_titles'))}
        first={false}
        host={host}
      />
      <TvVodRail
        railId={HERE_SEASONS_RAIL}
        title={t('vod_here_seasons')}
        loaded={here.seasons}
        texts={texts(t('vod_here_no_seasons'))}
        first={false}
        host={host}
      />
    </>
  );
}
