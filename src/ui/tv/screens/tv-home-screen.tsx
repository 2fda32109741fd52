import type { LiveList } from '../../../application/live.model';
import { TvHomeRails } from '../home/tv-home-rails';
import { TvChannelGrid } from './tv-channel-grid';

/**
 * TV home (/home): the rails of spec point 2, with the detail overlays over them. With a
 * `tab`, the live route's channel grid, until the TV live screen takes that route.
 */
export function TvHomeScreen({ tab }: { tab?: LiveList }) {
  return tab === undefined ? <TvHomeRails /> : <TvChannelGrid tab={tab} />;
}
