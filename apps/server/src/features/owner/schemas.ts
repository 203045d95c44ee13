/*
 * The zod pieces every owner route shares. They are on the wire, so they live in the contract
 * (`@plinth/api`, routes/owner.ts); other features take them from the owner feature's index.
 */
export { cursorQuery, emailSchema, idParams, limitQuery, MIN_PASSWORD_LENGTH, passwordSchema, roleSchema } from '@plinth/api';
