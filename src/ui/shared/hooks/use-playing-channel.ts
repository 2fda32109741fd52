import { useEffect } from 'react';
import type { RemindersActor } from '../../../application/reminders/reminders.service';
import { REMINDERS_SERVICE } from '../../../application/tokens';
import { useLoadedService } from '../services';

/** Tells the reminders which channel plays live (null: none) while the caller is shown. */
export function usePlayingChannel(channelId: string | null): void {
  const actor = useLoadedService<RemindersActor>(REMINDERS_SERVICE);
  useEffect(() => {
    if (actor === undefined || channelId === null) return;
    actor.send({ type: 'reminders.playing', channelId });
    return () => actor.send({ type: 'reminders.playing', channelId: null });
  }, [actor, channelId]);
}
