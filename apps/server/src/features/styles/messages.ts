/* The styles feature's strings (the checks' own are in @plinth/api STYLE_MESSAGES and COLOUR_MESSAGES). */

/** A font file the catalogue does not have. */
export const FONT_FILE_NOT_FOUND = 'No such font file.';
