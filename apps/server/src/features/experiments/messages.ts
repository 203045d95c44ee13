/** The experiments feature's owner-facing messages. */
export const EXPERIMENT_MESSAGES = {
  notFound: 'That experiment does not exist.',
  nameTaken: (name: string) => `An experiment called ${name} exists already.`,
  reservedType: (name: string, type: string) => `${name} is reserved for a ${type === 'AB_TEST' ? 'A/B test' : 'feature toggle'}.`,
  reservedVariants: (name: string, variants: string) => `${name} needs exactly the variants ${variants}.`,
  cannotStart: 'Only a draft or stopped experiment can start.',
  cannotStop: 'Only a running or rolled-out experiment can stop.',
  cannotRollOut: 'Only a running or stopped experiment can roll out a winner.',
  unknownWinner: (name: string) => `The experiment has no variant called ${name}.`,
  weightsMismatch: 'Give a weight for each of the experiment’s variants, and no other.',
} as const;

/** Names other parts of the platform read (i13): the type each must have, and fixed variants. */
export const RESERVED_EXPERIMENTS: Readonly<Record<string, { type: 'FEATURE_TOGGLE' | 'AB_TEST'; variants?: readonly string[] }>> = {
  'session-recording': { type: 'FEATURE_TOGGLE' },
  'session-recording-sampling': { type: 'AB_TEST', variants: ['record', 'skip'] },
  'lesson-video-paywall': { type: 'FEATURE_TOGGLE' },
};
