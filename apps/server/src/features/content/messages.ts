/*
 * The content feature's answers to the owner (platform.md §5, §7; docs/owner-api.md "Site content").
 */

/** The message when a layout has no main navigation (platform.md §5). */
export const NO_MAIN_NAVIGATION = 'Unable to find site main navigation';

/** UpdateNavigation naming one collection twice. */
export const collectionListedTwice = (collectionId: string): string => `The collection ${collectionId} is listed twice.`;

/** UpdateNavigation naming a collection the site does not have. */
export const noSuchCollection = (collectionId: string): string => `No collection ${collectionId} on this site.`;

/** UpdateNavigation naming a member area that does not keep the collection (areas are filled under Member areas). */
export const notKeptByMemberArea = (collectionId: string, memberAreaId: string): string =>
  `The member area ${memberAreaId} does not keep the collection ${collectionId}: put pages into member areas under Member areas.`;

/** What is wrong with a language list (PUT /api/multilingual/languages). */
export const LANGUAGE_MESSAGES = Object.freeze({
  none: 'At least one language is required.',
  badCode: (code: string): string => `'${code}' is not a valid language code.`,
  twice: (code: string): string => `The language ${code} is listed twice.`,
  oneDefault: 'Exactly one language must be the default.',
  defaultEnabled: 'The default language must be enabled.',
});
