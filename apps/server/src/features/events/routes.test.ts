import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MapsConfig } from '../../infra/maps-config.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { startPhotonStandIn } from '../../test-support/photon-stand-in.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';

/* Events on the storefront (list, past, calendar, event page, .ics), the owner's events API, and the maps proxy, on both databases. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;
const eventTitles = (html: string) => [...html.matchAll(/<h3 class="event-card__title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');

async function eventsCollectionId(store: TestStore): Promise<string> {
  const site = await defaultSiteId(store.db);
  return (await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('url_id', '=', 'events').executeTakeFirstOrThrow()).id;
}

const HOUR = 3_600_000;
const base = (over: Record<string, unknown> = {}) => ({
  title: 'Raku firing night',
  description: 'Glowing pots & cold drinks.',
  startDate: Date.now() + 48 * HOUR,
  endDate: Date.now() + 51 * HOUR,
  location: { addressLine1: '9 Pine Road', addressLine2: 'Leeds', addressCountry: 'United Kingdom', mapLat: 53.8, mapLng: -1.55 },
  ...over,
});

forEachStore('events on the storefront', (store) => {
  it('lists the three upcoming demo events soonest first, the past one under Past, and puts Events in the navigation', async () => {
    const page = await store.app.inject('/events');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="events__title">Events</h1>');
    expect(eventTitles(page.body)).toEqual(['Winter pottery fair', 'Wheel-throwing evening class', 'Open studio weekend']);
    expect(page.body).toMatch(/<a class="site-nav__link" href="\/events"[^>]*>Events<\/a>/);
    expect(page.body).toContain('12 Clay Street, Stoke-on-Trent ST1 1AA, United Kingdom');
    const past = await store.app.inject('/events/past');
    expect(eventTitles(past.body)).toEqual(['Autumn glaze workshop']);
    const context = json(await store.app.inject('/events?format=json'));
    expect(context.pageType).toBe(1);
    expect(context.items[0]).toMatchObject({ recordType: 12, title: 'Winter pottery fair', timeZone: 'Europe/London', location: { addressLine1: '12 Clay Street', addressCountry: 'United Kingdom', mapLat: 53.0027, mapLng: -2.1794 } });
  });

  it('shows an event page in its own time zone with Google, Outlook and .ics links carrying text, dates and location', async () => {
    const context = json(await store.app.inject('/events/winter-pottery-fair?format=json'));
    expect(context.pageType).toBe(50);
    const item = context.item;
    expect(item.timeText).toMatch(/10:00\sAM\s–\s4:00\sPM GMT$/);
    const google = new URL(item.calendarLinks.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('text')).toBe('Winter pottery fair');
    const [start, end] = (google.searchParams.get('dates') as string).split('/');
    expect(start).toBe(new Date(item.startDate).toISOString().replace(/[-:]|\.\d{3}/g, ''));
    expect(end).toMatch(/^\d{8}T\d{6}Z$/);
    expect(google.searchParams.get('location')).toBe('12 Clay Street, Stoke-on-Trent ST1 1AA, United Kingdom');
    const outlook = new URL(item.calendarLinks.outlook);
    expect(outlook.searchParams.get('subject')).toBe('Winter pottery fair');
    expect(outlook.searchParams.get('startdt')).toBe(new Date(item.startDate).toISOString().replace(/\.\d{3}/, ''));
    expect(item.calendarLinks.ics).toBe('/events/winter-pottery-fair.ics');

    const html = (await store.app.inject('/events/winter-pottery-fair')).body;
    expect(decode(html)).toContain(`href="${item.calendarLinks.google}"`);
    expect(html).toContain('>Add to Google Calendar</a>');
    expect(html).toContain('>Add to Outlook</a>');
    expect(html).toContain('>Download .ics</a>');
    expect(html).toContain('© OpenStreetMap contributors');
  });

  it('downloads the event as text/calendar', async () => {
    const ics = await store.app.inject('/events/winter-pottery-fair.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="winter-pottery-fair.ics"');
    expect(ics.body).toContain('SUMMARY:Winter pottery fair');
    expect(ics.body.replace(/\r\n /g, '')).toContain('LOCATION:12 Clay Street\\, Stoke-on-Trent ST1 1AA\\, United Kingdom');
    expect((await store.app.inject('/events/no-such-event.ics')).statusCode).toBe(404);
  });

  it('draws the month grid with each event on its day, and refuses months that are not one', async () => {
    const item = json(await store.app.inject('/events/open-studio-weekend?format=json')).item;
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' }).format(item.startDate);
    const calendar = await store.app.inject(`/events/calendar/${month}`);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('<table class="events-calendar__grid">');
    expect(calendar.body).toMatch(/<li><a href="\/events\/open-studio-weekend">Open studio weekend<\/a><\/li>/);
    expect((await store.app.inject('/events/calendar/2026-13')).statusCode).toBe(404);
    expect((await store.app.inject('/events/calendar/x')).statusCode).toBe(404);
    expect((await store.app.inject('/events/nothing-here')).statusCode).toBe(404);
  });
});

forEachStore('events: the owner API', (store) => {
  it('reads with content:read and writes only with content:write and the crumb', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/events' })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    const list = json(await viewer.request({ method: 'GET', url: '/api/owner/events' }));
    expect(list.collections).toEqual([{ id: await eventsCollectionId(store), title: 'Events', fullUrl: '/events' }]);
    expect(list.events.map((e: { title: string }) => e.title)).toEqual(['Autumn glaze workshop', 'Winter pottery fair', 'Wheel-throwing evening class', 'Open studio weekend']);
    expect(list.timeZone).toBe('America/New_York');
    expect((await viewer.send('POST', '/api/owner/events', { ...base(), collectionId: await eventsCollectionId(store) })).statusCode).toBe(403);
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.send('POST', '/api/owner/events', { ...base(), collectionId: await eventsCollectionId(store) }, false)).statusCode).toBe(403);
  });

  it('adds an event the storefront lists at once, changes it and deletes it', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    await store.app.inject('/events'); // cached before the change
    const made = await editor.send('POST', '/api/owner/events', { ...base(), collectionId: await eventsCollectionId(store) });
    expect(made.statusCode).toBe(201);
    const event = json(made).event;
    expect(event).toMatchObject({ urlId: 'raku-firing-night', fullUrl: '/events/raku-firing-night', timeZone: 'America/New_York', status: 'published', description: 'Glowing pots & cold drinks.' });
    expect(eventTitles((await store.app.inject('/events')).body)[0]).toBe('Raku firing night');
    expect((await store.app.inject('/events/raku-firing-night')).body).toContain('<p>Glowing pots &amp; cold drinks.</p>');

    const changed = await editor.send('PUT', `/api/owner/events/${event.id}`, { ...base({ title: 'Raku night', timeZone: 'Europe/London', status: 'draft' }) });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).event).toMatchObject({ title: 'Raku night', urlId: 'raku-firing-night', timeZone: 'Europe/London', status: 'draft' });
    // A draft leaves the storefront.
    expect(eventTitles((await store.app.inject('/events')).body)).not.toContain('Raku night');
    expect((await store.app.inject('/events/raku-firing-night')).statusCode).toBe(404);
    expect((await store.app.inject('/events/raku-firing-night.ics')).statusCode).toBe(404);

    expect((await editor.send('DELETE', `/api/owner/events/${event.id}`)).statusCode).toBe(204);
    expect((await editor.request({ method: 'GET', url: `/api/owner/events/${event.id}` })).statusCode).toBe(404);
    expect(json(await editor.send('DELETE', `/api/owner/events/${event.id}`))).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no such event.' } });
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const collectionId = await eventsCollectionId(store);
    const before = json(await editor.request({ method: 'GET', url: '/api/owner/events' })).events.length;
    const start = Date.now();
    for (const [body, message] of [
      [{ ...base({ title: '  ' }), collectionId }, 'Please enter a title.'],
      [{ ...base({ startDate: start + 2 * HOUR, endDate: start + HOUR }), collectionId }, 'An event ends after it starts.'],
      [{ ...base({ timeZone: 'Mars/Olympus' }), collectionId }, 'timeZone must be a time zone such as America/New_York.'],
      [{ ...base({ location: { addressLine1: 'x', mapLat: 10 } }), collectionId }, 'mapLat and mapLng go together: give both or neither.'],
      [{ ...base({ location: { mapLat: 91, mapLng: 0 } }), collectionId }, 'mapLat is between -90 and 90.'],
      [{ ...base({ urlId: 'calendar' }), collectionId }, 'calendar and past are the list’s own pages: choose another urlId.'],
      [{ ...base({ urlId: 'Bad Id' }), collectionId }, 'urlId may hold lower-case letters, digits and dashes (at most 100).'],
      [{ ...base({ startDate: 'tomorrow' }), collectionId }, 'startDate must be a time in epoch milliseconds.'],
      [[], 'The body must be a JSON object with title, startDate and endDate.'],
    ] as const) {
      const refused = await editor.send('POST', '/api/owner/events', body);
      expect(refused.statusCode, message).toBe(400);
      expect(json(refused).error.message).toContain(message);
    }
    const blog = (await store.db.selectFrom('collections').select('id').where('url_id', '=', 'blog').executeTakeFirstOrThrow()).id;
    const wrong = await editor.send('POST', '/api/owner/events', { ...base(), collectionId: blog });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.message).toBe('That collection is not an events collection.');
    const taken = await editor.send('POST', '/api/owner/events', { ...base({ urlId: 'winter-pottery-fair' }), collectionId });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error.message).toBe('Another item of this collection has this urlId.');
    expect(json(await editor.request({ method: 'GET', url: '/api/owner/events' })).events.length).toBe(before);
  });
});

const photon = await startPhotonStandIn();
afterAll(() => photon.close());
/** The server's error log lines (the details route logs a call without its tracking context). */
const errorLog: string[] = [];

forEachStore('events: the maps proxy', (store) => {
  const setMaps = (maps: MapsConfig | undefined) => {
    store.app.deps.maps = maps;
  };
  beforeAll(() => setMaps({ photonUrl: photon.url }));
  const ask = (visitor: Visitor, query: string, headers: Record<string, string> = {}) => visitor.request({ method: 'GET', url: `/api/maps/places/autocomplete?${query}`, headers });

  it('answers Photon’s places as predictions with a session token and the attribution, sending on only its own fields', async () => {
    const visitor = new Visitor(() => store.app);
    photon.requests.length = 0;
    const answer = await ask(visitor, 'input=12%20clay&lang=en&lat=53&lng=-2&limit=3&productPage=checkout&productSection=shipping&url=http://evil.test&host=evil.test', { 'x-forwarded-for': '10.0.0.9', authorization: 'Bearer secret' });
    expect(answer.statusCode).toBe(200);
    const body = json(answer);
    expect(body).toMatchObject({ enabled: true, attribution: '© OpenStreetMap contributors' });
    expect(body.sessionToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.predictions).toEqual([
      { placeId: 'osm:N:1001:53.002700:-2.179400', description: '12 Clay Street, Stoke-on-Trent, ST1 1AA, United Kingdom', mainText: '12 Clay Street', secondaryText: 'Stoke-on-Trent, ST1 1AA, United Kingdom' },
    ]);
    expect(photon.requests).toHaveLength(1);
    const sent = photon.requests[0]!;
    expect(sent.path).toBe('/api');
    expect(sent.query).toEqual({ q: '12 clay', limit: '3', lang: 'en', lat: '53', lon: '-2' });
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers['x-forwarded-for']).toBeUndefined();
    expect(sent.headers.cookie).toBeUndefined();

    // The same question again comes from the cache.
    expect(json(await ask(visitor, 'input=12%20Clay&lang=en&lat=53&lng=-2&limit=3')).predictions).toHaveLength(1);
    expect(photon.requests).toHaveLength(1);

    // Details within the session need no second call; the tracking context is there.
    const details = await visitor.request({ method: 'GET', url: `/api/maps/places/details?placeId=${encodeURIComponent(body.predictions[0].placeId)}&sessionToken=${body.sessionToken}&productPage=checkout&productSection=shipping` });
    expect(details.statusCode).toBe(200);
    expect(json(details).place).toEqual({
      placeId: 'osm:N:1001:53.002700:-2.179400', formattedAddress: '12 Clay Street, Stoke-on-Trent, ST1 1AA, United Kingdom',
      addressLine1: '12 Clay Street', addressLine2: '', city: 'Stoke-on-Trent', region: 'England', postalCode: 'ST1 1AA', countryCode: 'GB', country: 'United Kingdom', mapLat: 53.0027, mapLng: -2.1794,
    });
    expect(photon.requests).toHaveLength(1);
  });

  it('looks a place up by reverse geocoding outside a session', async () => {
    photon.requests.length = 0;
    const details = await store.app.inject(`/api/maps/places/details?placeId=${encodeURIComponent('osm:W:34633854:40.748400:-73.985700')}&productPage=events&productSection=editor`);
    expect(details.statusCode).toBe(200);
    expect(json(details).place).toMatchObject({ addressLine1: '350 5th Avenue', city: 'New York', postalCode: '10118', countryCode: 'US' });
    expect(photon.requests.map((r) => `${r.path}?lat=${r.query.lat}&lon=${r.query.lon}`)).toEqual(['/reverse?lat=40.7484&lon=-73.9857']);
  });

  it('refuses long, empty and malformed questions, place ids it did not make, and says when the geocoder fails', async () => {
    for (const [url, message] of [
      [`/api/maps/places/autocomplete?input=${'a'.repeat(101)}`, 'input is at most 100 characters.'],
      ['/api/maps/places/autocomplete?input=%20', 'Please type part of an address.'],
      ['/api/maps/places/autocomplete', 'Please type part of an address.'],
      ['/api/maps/places/autocomplete?input=x&limit=50', 'limit is between 1 and 10.'],
      ['/api/maps/places/autocomplete?input=x&sessionToken=a', 'sessionToken must be 8 to 64 letters, digits, - or _.'],
      ['/api/maps/places/details?placeId=http://evil.test/&productPage=a&productSection=b', 'placeId is not one the autocomplete answered.'],
    ] as const) {
      const refused = await store.app.inject(url);
      expect(refused.statusCode, url).toBe(400);
      expect(json(refused).error.message).toContain(message);
    }
    photon.failing.on = true;
    try {
      const down = await store.app.inject('/api/maps/places/autocomplete?input=somewhere%20new');
      expect(down.statusCode).toBe(503);
      expect(json(down).error.message).toBe('The address service is not answering. Please type the address.');
    } finally {
      photon.failing.on = false;
    }
  });

  it('logs an error when details come without a tracking context (productPage and productSection), and still answers', async () => {
    const placeId = encodeURIComponent('osm:N:2002:40.735900:-73.990300');
    errorLog.length = 0;
    expect((await store.app.inject(`/api/maps/places/details?placeId=${placeId}&productPage=checkout&productSection=shipping`)).statusCode).toBe(200);
    expect(errorLog).toEqual([]);
    const answer = await store.app.inject(`/api/maps/places/details?placeId=${placeId}&productPage=checkout`);
    expect(answer.statusCode).toBe(200);
    expect(json(answer).place.addressLine1).toBe('841 Broadway');
    expect(errorLog.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 50, msg: 'Maps place details asked without a tracking context (productPage and productSection)', productPage: 'checkout', placeId: 'osm:N:2002:40.735900:-73.990300' }),
    ]);
  });

  it('answers enabled false without a configured geocoder', async () => {
    setMaps(undefined);
    try {
      expect(json(await store.app.inject('/api/maps/places/autocomplete?input=clay'))).toEqual({ enabled: false, predictions: [], sessionToken: null, attribution: '' });
    } finally {
      setMaps({ photonUrl: photon.url });
    }
  });

  it('limits a visitor to 120 calls a minute', async () => {
    const visitor = new Visitor(() => store.app);
    await visitor.arrive('/');
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await ask(visitor, 'input=broadway')).statusCode;
    expect(last).toBe(429);
  });
}, { logger: { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } } });
