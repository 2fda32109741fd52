import type { HelpBlock } from '../../ports/help.port';

/** The provider's pages read as text (help, privacy policy): headings and paragraphs, each in its own language. */
export function TvDocumentBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} lang={block.lang}>
            {block.text}
          </h2>
        ) : (
          <p key={index} lang={block.lang}>
            {block.text}
          </p>
        ),
      )}
    </>
  );
}
