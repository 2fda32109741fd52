import { loadedOf, type Loaded } from '../../../application/loaded';
import { HELP_DOCUMENT, PRIVACY_DOCUMENT, type HelpBlock, type HelpDocumentApi } from '../../../ports/help.port';
import { useService } from '../services';
import { useResource } from './use-resource';

function useProviderDocument(token: symbol, key: string): Loaded<readonly HelpBlock[]> {
  const pages = useService<HelpDocumentApi>(token);
  return loadedOf(useResource(key, () => pages.document()));
}

/** The provider's help pages as text blocks (the TV's help web view). */
export function useHelpDocument(): Loaded<readonly HelpBlock[]> {
  return useProviderDocument(HELP_DOCUMENT, 'help-document');
}

/** The provider's privacy policy as text blocks (the TV's privacy page). */
export function usePrivacyDocument(): Loaded<readonly HelpBlock[]> {
  return useProviderDocument(PRIVACY_DOCUMENT, 'privacy-document');
}
