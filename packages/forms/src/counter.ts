/**
 * The live 'count / max' counter under a textarea with a maximum length
 * (storefront.md §2), and the character count the length rule uses, so the
 * counter and the validation never disagree.
 */

/**
 * Characters as a visitor counts them: Unicode code points (an emoji is 1, not
 * 2 UTF-16 units), and a CR LF line break is 1, because browsers submit
 * textarea breaks as CR LF while `.value` reads them as LF.
 * @example characterCount('a\r\nb😀') // 4
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text.replace(/\r\n/g, '\n')) count++;
  return count;
}

export interface CharacterCounter {
  /** 'count / max', e.g. '12 / 100'. */
  text: string;
  /** True when the text is longer than `maxLength`: show the counter as an error. */
  over: boolean;
}

/**
 * The counter for `text` against `maxLength`. Islands render it instead of the
 * `maxlength` attribute, which would silently cut the text and count UTF-16 units.
 * @example characterCounter('Hello', 3) // { text: '5 / 3', over: true }
 */
export function characterCounter(text: string, maxLength: number): CharacterCounter {
  const count = characterCount(text);
  return { text: `${count} / ${maxLength}`, over: count > maxLength };
}
