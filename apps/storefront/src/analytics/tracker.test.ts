import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker, eventContent, invalidEvent, sourceEnvironmentOf, type TrackerContext } from './tracker.ts';
import type { Fetch } from './send.ts';

afterEach(() => vi.restoreAllMocks());

const auto = { analytics_id: 'a1', session_id: 's1', source_environment: 'prod', page_path: '/p' };

function context(status: number, beacon?: TrackerContext['beacon']) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const reported: Array<{ event: string; message: string }> = [];
  const fetch: Fetch = async (url, init) => {
    calls.push({ url, init });
    return new Response(null, { status: status === 0 ? 200 : status });
  };
  const ctx: TrackerContext = {
    fetch: status === 0 ? () => Promise.reject(new Error('offline')) : fetch,
    beacon,
    crumb: () => 'crumb1',
    reportError: (event, error) => reported.push({ event, message: (error as Error).message }),
    fields: () => ({ ...auto }),
  };
  return { calls, reported, tracker: createTracker(ctx) };
}

describe('source environment', () => {
  it('is dev on loopback, staging on a staging host, prod elsewhere', () => {
    expect(sourceEnvironmentOf('localhost')).toBe('dev');
    expect(sourceEnvironmentOf('127.0.0.1')).toBe('dev');
    expect(sourceEnvironmentOf('shop.test')).toBe('dev');
    expect(sourceEnvironmentOf('staging.shop.example')).toBe('staging');
    expect(sourceEnvironmentOf('shop-staging.example')).toBe('staging');
    expect(sourceEnvironmentOf('shop.example')).toBe('prod');
    expect(sourceEnvironmentOf('stagingly.example')).toBe('prod');
  });
});

describe('eventContent', () => {
  it('puts the caller fields over the automatic ones and warns for each overwrite', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const content = eventContent(auto, 'CommerceShopping', { page_path: '/q', product_id: 'p1' });
    expect(content).toEqual({ ...auto, custom_schema_name: 'CommerceShopping', page_path: '/q', product_id: 'p1' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Overwriting auto-populated field page_path');
  });
  it('needs a schema name and a known source environment', () => {
    expect(invalidEvent('', auto)).toBe('eventSchemaName must be set');
    expect(invalidEvent('S', { ...auto, source_environment: 'qa' })).toBe('sourceEnvironment needs to be set to one of dev, staging, or prod');
    expect(invalidEvent('S', auto)).toBeNull();
  });
});

describe('trackEvent', () => {
  it('sends by beacon when there is one, the crumb in the body', async () => {
    const beacons: Array<{ url: string; body: string }> = [];
    const { calls, tracker } = context(200, (url, blob) => {
      void blob.text().then((body) => beacons.push({ url, body }));
      return true;
    });
    expect(await tracker.trackEvent('CommerceShopping', { event_name: 'add_to_cart' })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(0);
    expect(beacons[0].url).toBe('/api/v1/clanker/events');
    const body = JSON.parse(beacons[0].body);
    expect(body).toMatchObject({ eventSchemaName: 'CommerceShopping', crumb: 'crumb1' });
    expect(JSON.parse(body.eventContent)).toMatchObject({ analytics_id: 'a1', custom_schema_name: 'CommerceShopping', event_name: 'add_to_cart' });
  });
  it('falls back to fetch when the beacon is refused; 200 and 202 are success', async () => {
    for (const status of [200, 202]) {
      const { calls, tracker } = context(status, () => false);
      expect(await tracker.trackEvent('Performance', {})).toBe(true);
      expect(calls[0].url).toBe('/api/v1/clanker/events');
      expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    }
  });
  it("logs and reports 'Error tracking event: HTTP Status {code}' for any other status", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tracker, reported } = context(400);
    expect(await tracker.trackEvent('Performance', {})).toBe(false);
    expect(error).toHaveBeenCalledWith('Error tracking event: HTTP Status 400');
    expect(reported).toEqual([{ event: 'trackingError', message: 'Error tracking event: HTTP Status 400' }]);
  });
  it('ignores a network failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tracker, reported } = context(0);
    expect(await tracker.trackEvent('Performance', {})).toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
  it('refuses an invalid event without sending it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, tracker, reported } = context(200);
    expect(await tracker.trackEvent('S', { source_environment: 'qa' })).toBe(false);
    expect(calls).toHaveLength(0);
    expect(reported[0].message).toBe('sourceEnvironment needs to be set to one of dev, staging, or prod');
  });
  it('validate mode posts to the schema validation route, never by beacon', async () => {
    const { calls, tracker } = context(200, () => true);
    expect(await tracker.trackEvent('CommerceShopping', {}, { validate: true })).toBe(true);
    expect(calls[0].url).toBe('/api/v1/clanker/validate-event-content/CommerceShopping');
  });
});

describe('recordEvent (older tracker)', () => {
  it('posts crumb, event and data as a JSON string, form-encoded', async () => {
    const { calls, tracker } = context(200);
    expect(await tracker.recordEvent('click', { pagePath: '/p', websiteId: 'w1' })).toBe(200);
    expect(calls[0].url).toBe('/api/events/RecordEvent');
    const body = calls[0].init.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({ crumb: 'crumb1', event: 'click', data: '{"pagePath":"/p","websiteId":"w1"}' });
  });
});

