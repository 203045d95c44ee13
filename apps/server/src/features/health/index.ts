/** The health feature's public face: the app installs the request timing before any route. */
export { timeRequests } from './request-timing.ts';
