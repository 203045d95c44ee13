/** The galleries feature's owner-facing messages. */
export const GALLERY_MESSAGES = {
  notFound: 'That gallery does not exist.',
  unknownMedia: (id: string) => `The library has no file ${id}.`,
  notAnImage: (fileName: string) => `${fileName} is not an image; an image item needs an image file.`,
  notAVideo: (fileName: string) => `${fileName} is not a video; a video item needs a video file.`,
} as const;
