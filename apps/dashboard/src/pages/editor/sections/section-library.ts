/**
 * The section library: ready-made sections made of the ordinary block kinds, so once inserted they
 * are edited like any other (and drawn by the site's design). A section that shows one of the
 * site's things (a gallery, a store, a form) takes the first the site has; without one, that block
 * waits for the owner's choice as a new block does.
 */
import type { EditorBlock, EditorLink, EditorSection, RichTextNode } from '@plinth/api';
import { blankBlock, newId } from '../document-model.ts';

/** The site's things a section may show (the first of each), when it has them. */
export interface LibraryChoices {
  galleryId?: string;
  storeId?: string;
  formId?: string;
}

export interface SectionTemplate {
  id: string;
  name: string;
  about: string;
  blocks(choices: LibraryChoices): EditorBlock[];
}

// ── Block makers ─────────────────────────────────────────────────────────────────────────────────

const text = (...paragraphs: string[]): RichTextNode =>
  ({ type: 'doc', content: paragraphs.map((p) => ({ type: 'paragraph', content: [{ type: 'text', text: p }] })) }) as RichTextNode;

const centred = (line: string): RichTextNode =>
  ({ type: 'doc', content: [{ type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: line }] }] }) as RichTextNode;

const list = (intro: string, items: string[]): RichTextNode =>
  ({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: intro }] },
      { type: 'bulletList', content: items.map((item) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: item }] }] })) },
    ],
  }) as RichTextNode;

const make = <T extends EditorBlock['type']>(type: T, fields: Partial<Extract<EditorBlock, { type: T }>>): EditorBlock => ({ ...blankBlock(type), ...fields }) as EditorBlock;
const heading = (value: string, level: 1 | 2 | 3 = 2, align: 'left' | 'center' = 'left') => make('heading', { text: value, level, align });
const paragraph = (...paragraphs: string[]) => make('text', { content: text(...paragraphs) });
const pageLink = (href: string): EditorLink => ({ kind: 'page', href, name: '', newWindow: false });
const button = (label: string, href: string, align: 'left' | 'center' = 'left', style: 'primary' | 'secondary' = 'primary') => make('button', { label, link: pageLink(href), align, style });
const image = (alt: string) => make('image', { alt });

// ── The library ──────────────────────────────────────────────────────────────────────────────────

export const SECTION_TEMPLATES: readonly SectionTemplate[] = [
  {
    id: 'hero',
    name: 'Hero',
    about: 'A big title, a line and a button',
    blocks: () => [heading('Made by hand, made to last', 1, 'center'), make('text', { content: centred('Small-batch goods from our studio to your table.') }), button('Shop now', '/shop', 'center')],
  },
  {
    id: 'text-image',
    name: 'Text with image',
    about: 'A picture beside a few words',
    blocks: () => [image('A picture of our work'), heading('Our story'), paragraph('Tell visitors who you are and what you make. A few sentences are enough.')],
  },
  {
    id: 'features',
    name: 'Features',
    about: 'Three things you do well',
    blocks: () => [
      heading('Why shop with us'),
      heading('Made in small batches', 3),
      paragraph('Every piece is made by hand in our studio.'),
      heading('Free returns', 3),
      paragraph('Not right? Send it back within 30 days.'),
      heading('Careful packing', 3),
      paragraph('Wrapped in paper, never plastic.'),
    ],
  },
  {
    id: 'testimonials',
    name: 'Testimonials',
    about: 'What customers say about you',
    blocks: () => [
      heading('What customers say'),
      make('quote', { text: 'The mug I bought is the one I reach for every morning.', source: 'Ana, Lisbon' }),
      make('quote', { text: 'Beautifully packed and faster than promised.', source: 'Tom, Leeds' }),
    ],
  },
  {
    id: 'gallery',
    name: 'Gallery',
    about: 'A title and one of your galleries',
    blocks: ({ galleryId }) => [heading('Gallery'), make('gallery', { galleryId: galleryId ?? '' })],
  },
  {
    id: 'product-grid',
    name: 'Product grid',
    about: 'Products of your store in a grid',
    blocks: ({ storeId }) => [heading('Shop our favourites'), make('summary', { collectionId: storeId ?? '', limit: 6, design: 'grid' }), button('See everything', '/shop', 'left', 'secondary')],
  },
  {
    id: 'newsletter',
    name: 'Newsletter',
    about: 'A sign-up box for your mailing list',
    blocks: () => [make('newsletter', { title: 'Join our newsletter', description: 'News of new pieces and workshops, once a month.', buttonLabel: 'Sign up' })],
  },
  {
    id: 'contact-form',
    name: 'Contact form',
    about: 'A title, a line and one of your forms',
    blocks: ({ formId }) => [heading('Get in touch'), paragraph('Questions, orders, workshops: write to us and we answer within a day.'), make('form', { formId: formId ?? '' })],
  },
  {
    id: 'faq',
    name: 'FAQ',
    about: 'Questions and their answers',
    blocks: () => [
      heading('Questions and answers'),
      heading('How long does delivery take?', 3),
      paragraph('Two to four working days within the country.'),
      heading('Can I return an order?', 3),
      paragraph('Yes, within 30 days, unused and in its packaging.'),
      heading('Do you make things to order?', 3),
      paragraph('Often: write to us with what you have in mind.'),
    ],
  },
  {
    id: 'call-to-action',
    name: 'Call to action',
    about: 'A short push and a button',
    blocks: () => [heading('Ready to find your favourite?', 2, 'center'), button('Browse the shop', '/shop', 'center')],
  },
  {
    id: 'team',
    name: 'Team',
    about: 'The people behind the work',
    blocks: () => [
      heading('Meet the team'),
      image('Portrait of Sam'),
      heading('Sam', 3),
      paragraph('Potter and founder.'),
      image('Portrait of Lee'),
      heading('Lee', 3),
      paragraph('Baker and teacher.'),
    ],
  },
  {
    id: 'pricing',
    name: 'Pricing',
    about: 'Plans or packages with what each includes',
    blocks: () => [
      heading('Workshops and prices'),
      heading('Taster: €40', 3),
      make('text', { content: list('Two hours at the wheel.', ['Clay and glazes', 'One fired piece']) }),
      heading('Weekend: €180', 3),
      make('text', { content: list('Two full days in the studio.', ['Lunch both days', 'Up to six fired pieces']) }),
      button('Book a workshop', '/contact'),
    ],
  },
];

/** A new section of `template` (new ids everywhere). */
export function sectionFrom(template: SectionTemplate, choices: LibraryChoices = {}): EditorSection {
  return { id: newId('s'), blocks: template.blocks(choices).map((block) => ({ ...block, id: newId() })) };
}
