import { useTranslation } from '../i18n/use-translation';
import { USAGE_API, type UsageApi } from '../../../ports/usage.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/** The brand whose texts and feature flags the provider serves (resources/{brand}/{lang}/). */
export const PROVIDER_BRAND = 'zapline';

/** Feature flags of the provider's resources; all off until they are known (or when they fail). */
export function useProviderFlags(): { readonly previews: boolean; readonly replay: boolean } {
  const usage = useService<UsageApi>(USAGE_API);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const resources = useResource(`resources:${language}`, () => usage.resources(PROVIDER_BRAND, language));
  const flags = resources?.data?.flags ?? {};
  return { previews: flags.video_previews === true, replay: flags.replay === true };
}
