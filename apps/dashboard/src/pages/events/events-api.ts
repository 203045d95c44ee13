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

/** `listEvents`. */
export function listEvents(api: ApiClient): Promise<{ collections: EventsCollection[]; events: CalendarEvent[]; timeZone: string }> {
  return api.call('listEvents');
}

/** `getEvent`. */
export async function getEvent(api: ApiClient, id: string): Promise<CalendarEvent> {
  return (await api.call('getEvent', { params: { id } })).event;
}

/** `createEvent`. */
export async function createEvent(api: ApiClient, collectionId: string, draft: EventDraft): Promise<CalendarEvent> {
  return (await api.call('createEvent', { body: { collectionId, ...draft } })).event;
}

/** `updateEvent`. */
export async function updateEvent(api: ApiClient, id: string, draft: EventDraft): Promise<CalendarEvent> {
  return (await api.call('updateEvent', { params: { id }, body: draft })).event;
}

/** `deleteEvent`. */
export async function deleteEvent(api: ApiClient, id: string): Promise<void> {
  await api.call('deleteEvent', { params: { id } });
}

/** The map point the maps proxy finds for an address, null when it finds none, or 'off' without a geocoder. */
export async function lookUpPlace(api: ApiClient, address: string): Promise<{ mapLat: number; mapLng: number; formattedAddress: string } | null | 'off'> {
  const tracking = { productPage: 'dashboard', productSection: 'event-location' };
  const answer = await api.call('placesAutocomplete', { query: { input: address.slice(0, 100), limit: 1, ...tracking } });
  if (!answer.enabled) return 'off';
  const first = answer.predictions[0];
  if (!first) return null;
  const details = await api.call('placesDetails', { query: { placeId: first.placeId, sessionToken: answer.sessionToken ?? '', ...tracking } });
  return details.place;
}
