/** The recordings feature's strings (answers of the batch and owner routes). */
export const MESSAGES = {
  unknownRecording: 'Unknown recording.',
  notGzip: 'The batch must be a gzip stream (application/octet-stream).',
  tooLargeCompressed: 'The batch is too large.',
  tooLargeInflated: 'The batch inflates past the limit.',
  notJson: 'The batch is not a JSON array of events.',
  badEvent: (index: number, why: string) => `Event ${index} ${why}.`,
  tooManyEvents: 'The batch has too many events.',
  recordingFull: 'The recording is full.',
  tooManyRequests: 'Too many recording requests; slow down.',
  badSelector: (selector: string) => `"${selector}" is not a selector Plinth accepts.`,
} as const;
