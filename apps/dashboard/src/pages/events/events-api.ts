/**
 * The events page's calls (contract: @plinth/api `eventsRoutes`), in one place so the views stay
 * about views.
 */
import type { CalendarEvent, eventsCollection } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type EventsCollection = z.infer<typeof eventsCollection>;
export type { CalendarEvent };

/** What the owner types: the event without its ids. */
export interface EventDraft {
  title: string;
  description: string;
  startDate: number;
  endDate: number;
  timeZone: string;
  location: CalendarEvent['location'];
  status: 'published' | 'draft';
}

/** `GET /api/owner/events`. */
export function listEvents(api: ApiClient): Promise<{ collections: EventsCollection[]; events: CalendarEvent[]; timeZone: string }> {
  return api.get('/api/owner/events');
}

/** `GET /api/owner/events/:id`. */
export async function getEvent(api: ApiClient, id: string): Promise<CalendarEvent> {
  return (await api.get<{ event: CalendarEvent }>(`/api/owner/events/${encodeURIComponent(id)}`)).event;
}

/** `POST /api/owner/events`. */
export async function createEvent(api: ApiClient, collectionId: string, draft: EventDraft): Promise<CalendarEvent> {
  return (await api.send<{ event: CalendarEvent }>('POST', '/api/owner/events', { collectionId, ...draft })).event;
}

/** `PUT /api/owner/events/:id`. */
export async function updateEvent(api: ApiClient, id: string, draft: EventDraft): Promise<CalendarEvent> {
  return (await api.send<{ event: CalendarEvent }>('PUT', `/api/owner/events/${encodeURIComponent(id)}`, draft)).event;
}

/** `DELETE /api/owner/events/:id`. */
export async function deleteEvent(api: ApiClient, id: string): Promise<void> {
  await api.send('DELETE', `/api/owner/events/${encodeURIComponent(id)}`);
}
