import { urlOf } from '@plinth/api/client/prepare';
import { getPerformanceSettings } from '@plinth/api/client/routes/getPerformanceSettings';
import { getRecordingId } from '@plinth/api/client/routes/getRecordingId';
import { postRecordingEvents } from '@plinth/api/client/routes/postRecordingEvents';
import { describe, expect, it } from 'vitest';
import { scriptUrl } from './script-url.ts';

describe('the URL of a route for the scripts outside the runtime', () => {
  it('reads as the typed client writes it', () => {
    expect(scriptUrl(postRecordingEvents, { id: 'r 1/2' })).toBe(urlOf(postRecordingEvents, { params: { id: 'r 1/2' } }));
    expect(scriptUrl(getRecordingId, {}, { page: '/shop a', previous: undefined })).toBe(urlOf(getRecordingId, { query: { page: '/shop a', previous: undefined } }));
    expect(scriptUrl(getPerformanceSettings, {}, { width: 390, pageType: 50 })).toBe('/api/1/performance/settings?width=390&pageType=50');
  });
});
