/** One block of the provider's help pages: a heading or a paragraph, in its own language when it says one. */
export interface HelpBlock {
  readonly kind: 'heading' | 'paragraph';
  readonly text: string;
  readonly lang?: string;
}

/** The provider's help pages, read as text blocks for the TV's web view (no markup of theirs runs in the app). */
export interface HelpDocumentApi {
  document(): Promise<readonly HelpBlock[]>;
}

export const HELP_DOCUMENT = Symbol('HelpDocumentApi');
/** The provider's privacy policy, read the same way (the TV's privacy page). */
export const PRIVACY_DOCUMENT = Symbol('PrivacyDocumentApi');
