/* The tables of migration 0024-events (events with calendar links, issue 17). */

/** What only an event has, beside its item (items.record_type 12). */
export interface CalendarEventsTable {
  item_id: string;
  website_id: string;
  /** Epoch ms. */
  start_at: number;
  /** Epoch ms, not before start_at. */
  end_at: number;
  /** The IANA zone the times were typed in (the site's by default). */
  time_zone: string;
  address_line1: string;
  address_line2: string;
  address_country: string;
  map_lat: number | null;
  map_lng: number | null;
  updated_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface EventsSchema {
  calendar_events: CalendarEventsTable;
}
