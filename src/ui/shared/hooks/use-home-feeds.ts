import type { HomeFeed } from '../../../domain/home/home-feeds';
import { homeFeedsFor } from '../../../domain/home/home-rows';
import { useAuth } from './use-auth';
import { useBackupConfig } from './use-backup-config';

/** The rows the home page shows (the domain's rules over the profile's config), null while the config loads. */
export function useHomeFeeds(): HomeFeed[] | null {
  const { session } = useAuth();
  const { config, error } = useBackupConfig();
  if (config === null && error === null) return null;
  return homeFeedsFor(config?.homeFeeds ?? null, session?.profile ?? null);
}
