/** The events pages' addresses (declared in ./pages.ts). */
export const EVENTS_HREF = '/config/events';
export const NEW_EVENT_HREF = '/config/events/new';
export const eventHref = (id: string) => `/config/events/${encodeURIComponent(id)}`;
