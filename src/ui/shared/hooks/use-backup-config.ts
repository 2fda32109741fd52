import { useCallback } from 'react';
import { DEFAULT_HOME_FEEDS } from '../../../domain/home/home-feeds';
import { USAGE_API, type BackupConfig, type UsageApi } from '../../../ports/usage.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useResource } from './use-resource';
import { useRevisedKey } from './use-revision';

/** What a user who never saved a config has (spec point 8: backup config 404 means defaults). */
export const DEFAULT_BACKUP_CONFIG: BackupConfig = { people: [], homeFeeds: DEFAULT_HOME_FEEDS };

/**
 * The signed-in user's backup config (followed people, home rows) and a way to change it; a
 * visitor has none and loads nothing. `config` is null while loading, or failed with `error`.
 */
export function useBackupConfig() {
  const usage = useService<UsageApi>(USAGE_API);
  const { session } = useAuth();
  const { key, bump } = useRevisedKey(session ? 'backupconfig' : 'backupconfig:visitor');
  const resource = useResource(key, async () =>
    session ? ((await usage.backupConfig()) ?? DEFAULT_BACKUP_CONFIG) : DEFAULT_BACKUP_CONFIG,
  );
  const save = useCallback(
    async (change: (config: BackupConfig) => BackupConfig) => {
      const current = (await usage.backupConfig()) ?? DEFAULT_BACKUP_CONFIG;
      await usage.saveBackupConfig(change(current));
      bump();
    },
    [usage, bump],
  );
  return {
    config: resource?.data ?? null,
    error: resource?.status === 'failure' ? resource.error : null,
    retry: bump,
    save,
  };
}
