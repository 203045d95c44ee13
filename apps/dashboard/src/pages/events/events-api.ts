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

/** The map point the maps proxy finds for an address, null when it finds none, or 'off' without a geocoder. */
export async function lookUpPlace(api: ApiClient, address: string): Promise<{ mapLat: number; mapLng: number; formattedAddress: string } | null | 'off'> {
  const tracking = 'productPage=dashboard&productSection=event-location';
  const answer = await api.get<{ enabled: boolean; predictions: Array<{ placeId: string }>; sessionToken: string | null }>(
    `/api/maps/places/autocomplete?input=${encodeURIComponent(address.slice(0, 100))}&limit=1&${tracking}`,
  );
  if (!answer.enabled) return 'off';
  const first = answer.predictions[0];
  if (!first) return null;
  const details = await api.get<{ place: { mapLat: number; mapLng: number; formattedAddress: string } }>(
    `/api/maps/places/details?placeId=${encodeURIComponent(first.placeId)}&sessionToken=${encodeURIComponent(answer.sessionToken ?? '')}&${tracking}`,
  );
  return details.place;
}
