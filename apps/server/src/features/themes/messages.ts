/** The themes feature's strings. */
export const THEME_MESSAGES = {
  unknownDesign: (id: string) => `There is no design "${id}". Choose one of the designs listed.`,
  unknownTweak: (design: string, id: string) => `${design} has no setting "${id}".`,
  unknownOption: (label: string, value: string, values: string[]) => `${label}: "${value}" is not one of its choices (${values.join(', ')}).`,
  staleTweaks: 'These settings were saved meanwhile elsewhere; reload to see the latest before saving.',
} as const;
