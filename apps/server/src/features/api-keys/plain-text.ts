import { htmlToText } from '@plinth/platform';

/** Text of a little HTML (an excerpt or a description): every tag a space (@plinth/platform's reading). */
export const plainText = (html: string): string => htmlToText(html, { tags: 'space' });
