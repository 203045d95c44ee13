/** The api-keys feature's own strings (the contract's are in @plinth/api `API_KEY_MESSAGES`). */
export const API_MESSAGES = {
  noSuchOrder: 'No such order.',
  feedNotFound: 'Not found.',
} as const;
