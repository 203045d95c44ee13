import type { BlockBuilder } from './block-builder.ts';

/** The site's newsletter form in the block's own words; left out while the site has none. */
export const newsletterBuilder: BlockBuilder<'newsletter'> = {
  needs: () => ({ newsletterForm: true }),
  context: (block, sources) =>
    sources.newsletterForm
      ? { form: sources.newsletterForm, newsletterTitle: block.title.trim(), newsletterDescription: block.description.trim(), newsletterButtonLabel: block.buttonLabel.trim() }
      : null,
};
