import { useState } from 'react';
import { connectFollow, withFollowed, type FollowModel } from '../../../application/shows/people.model';
import { useAuth } from './use-auth';
import { useBackupConfig } from './use-backup-config';

/** Following a person: the name goes in or out of the backup config's people list. */
export function useFollow(
  name: string,
): FollowModel & { readonly error: unknown; readonly toggle: () => Promise<void> } {
  const { session } = useAuth();
  const { config, save } = useBackupConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const model = connectFollow({ signedIn: session !== null, people: config?.people ?? null, busy }, name);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await save((current) => ({ ...current, people: withFollowed(current.people, name, !model.following) }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { ...model, error, toggle };
}
