/** The themes feature's strings. */
export const THEME_MESSAGES = {
  unknownDesign: (id: string) => `There is no design "${id}". Choose one of the designs listed.`,
} as const;
