import type { Show } from '../../../../domain/shows/show';
import type { KeyLayer } from '../../keys/key-layers';
import { useGreenReminds } from './use-green-reminds';

/** Green reminds of `show` while this is drawn (for a screen that loads it with its first render, not in its first load). */
export function GreenReminds({ show, layer }: { show: Show; layer: KeyLayer }) {
  useGreenReminds(show, layer);
  return null;
}
