import { clip, defineBlockKind } from '../block-kind.ts';
import { EDITOR_LIMITS, shortText } from '../schema-pieces.ts';

/** A sign-up for the site's mailing list (its newsletter form), in the block's own words. */
export const newsletterBlock = defineBlockKind('newsletter', {
  title: shortText('Title').default('Join our newsletter'),
  description: shortText('Description', EDITOR_LIMITS.maxLongText).default(''),
  buttonLabel: shortText('Button label', 80).default('Sign up'),
}, {
  catalogue: { name: 'Newsletter', about: 'A sign-up for your mailing list' },
  blank: { title: 'Join our newsletter', description: '', buttonLabel: 'Sign up' },
  form: [
    { control: 'text', field: 'title', label: 'Title' },
    { control: 'textarea', field: 'description', label: 'Description', rows: 2 },
    { control: 'text', field: 'buttonLabel', label: 'Button label', max: 80 },
  ],
  summary: (block) => clip(block.title),
  partial: 'block-newsletter.block',
});
