import { loadedOf, type Loaded } from '../../../application/loaded';
import { HELP_DOCUMENT, type HelpBlock, type HelpDocumentApi } from '../../../ports/help.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/** The provider's help pages as text blocks (the TV's help web view). */
export function useHelpDocument(): Loaded<readonly HelpBlock[]> {
  const help = useService<HelpDocumentApi>(HELP_DOCUMENT);
  return loadedOf(useResource('help-document', () => help.document()));
}
