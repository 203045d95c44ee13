import type { BlockBuilder } from './block-builder.ts';

/** The form's public model, for the form-block island; a deleted form's block is left out. */
export const formBuilder: BlockBuilder<'form'> = {
  needs: (block) => ({ formIds: [block.formId] }),
  context(block, sources) {
    const form = sources.forms.get(block.formId);
    return form ? { form } : null;
  },
};
