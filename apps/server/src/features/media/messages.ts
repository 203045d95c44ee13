/** The media feature's own strings (the spec's are MEDIA_MESSAGES in @plinth/api). */
export const MEDIA_TEXT = {
  notFound: 'File not found.',
  stillProcessing: 'This file is still processing; try again when it is ready.',
  noSizes: 'This file has no sizes: only ?format=original.',
  noFile: 'Choose a file to upload.',
  oneFileOnly: 'Replace takes exactly one file.',
  emptyFile: (fileName: string) => `The file ${fileName} is empty.`,
  usedOn: (summary: string) => `This file is ${summary}; links to it must be updated. Delete it anyway with force=true.`,
} as const;
