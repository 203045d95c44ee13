/*
 * The restock feature's wire schemas live in the contract (`@plinth/api`, routes/restock.ts): the
 * server parses with them, the storefront and the dashboard type their calls with them.
 */
export { restockLimitQuery, restockSendBody, restockSignUpBody } from '@plinth/api';
