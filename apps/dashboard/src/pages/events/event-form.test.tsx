import { renderToString } from 'react-dom/server';
import { TestSession } from '../../test-support/test-session.tsx';
import { pendingApi } from '../../test-support/fake-api.ts';
import { describe, expect, it } from 'vitest';
import { draftOf, EventForm } from './event-form.tsx';

const typed = {
  title: ' Winter fair ', description: 'Mugs.', start: '2026-12-05T10:00', end: '2026-12-05T16:00', timeZone: 'Europe/London',
  addressLine1: '12 Clay Street', addressLine2: '', addressCountry: 'United Kingdom', mapLat: '53.0027', mapLng: '-2.1794', published: true,
};

describe('the event form', () => {
  it('reads the times as wall-clock times in the chosen zone', () => {
    expect(draftOf(typed)).toEqual({
      title: 'Winter fair', description: 'Mugs.', startDate: Date.UTC(2026, 11, 5, 10), endDate: Date.UTC(2026, 11, 5, 16), timeZone: 'Europe/London',
      location: { addressLine1: '12 Clay Street', addressLine2: '', addressCountry: 'United Kingdom', mapLat: 53.0027, mapLng: -2.1794 }, status: 'published',
    });
    expect((draftOf({ ...typed, timeZone: 'America/New_York' }) as { startDate: number }).startDate).toBe(Date.UTC(2026, 11, 5, 15));
  });

  it('says what is wrong before saving', () => {
    expect(draftOf({ ...typed, title: ' ' })).toBe('Please enter a title.');
    expect(draftOf({ ...typed, end: '2026-12-05T09:00' })).toBe('An event ends after it starts.');
    expect(draftOf({ ...typed, start: '' })).toBe('Please enter when the event starts.');
    expect(draftOf({ ...typed, mapLng: '' })).toBe('Give both latitude and longitude, or neither.');
    expect(draftOf({ ...typed, mapLat: '95' })).toBe('Latitude is between -90 and 90.');
  });

  it('labels every field and shows the times in the event’s zone', () => {
    const api = pendingApi;
    const html = renderToString(
      <TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role: 'EDITOR' }, websiteId: 'w', currency: 'USD' }}>
      <EventForm initial={{ title: 'Fair', description: '', startDate: Date.UTC(2026, 11, 5, 15), endDate: Date.UTC(2026, 11, 5, 17), timeZone: 'America/New_York', location: { addressLine1: '', addressLine2: '', addressCountry: '', mapLat: null, mapLng: null }, status: 'draft' }} readOnly={false} busy={false} submitLabel="Save event" onSubmit={() => {}} />
      </TestSession>,
    );
    for (const label of ['Title', 'Description', 'Starts', 'Ends', 'Time zone', 'Address line 1', 'Address line 2', 'Country', 'Latitude (optional)', 'Longitude (optional)', 'Published (shown on the site)']) {
      expect(html).toContain(`>${label}</span>`);
    }
    expect(html).toContain('value="2026-12-05T10:00"');
    expect(html).toContain('<option value="America/New_York" selected="">America/New_York</option>');
    expect(html).toContain('>Save event</button>');
    expect(html).toContain('Find the map point from the address</button>');
  });
});

describe('the events pages', () => {
  it('live at /config/events, /config/events/new and /config/events/:id', async () => {
    const { hrefFor, matchRoute } = await import('../../router/routes.ts');
    expect(hrefFor('events')).toBe('/config/events');
    expect(matchRoute('/config/events/new')?.route.name).toBe('event-new');
    expect(matchRoute('/config/events/abc')?.route.name).toBe('event');
  });
});
