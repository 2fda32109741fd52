import type { Show } from '../../../../domain/shows/show';
import { useShowReminder, type ShowReminder } from '../../../shared/hooks/use-show-reminder';
import { useRemoteKeys, type KeyLayer } from '../../keys/key-layers';

/**
 * Green sets or removes the reminder of the focused future show (as Kodi does), and the
 * announcer says which; the overlay, the guide's focused cell and the home's focused card use it.
 */
export function useGreenReminds(
  show: Pick<Show, 'id' | 'channelId' | 'title' | 'startDate' | 'stopDate'> | null,
  layer: KeyLayer,
  active = true,
): ShowReminder {
  const reminder = useShowReminder(show);
  useRemoteKeys(layer, (key) => key.action === 'green' && reminder.toggle(), active && reminder.offered);
  return reminder;
}
