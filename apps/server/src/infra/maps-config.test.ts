import { describe, expect, it } from 'vitest';
import { mapsFromEnv } from './maps-config.ts';

describe('mapsFromEnv', () => {
  it('is off unless PLINTH_PHOTON_URL is set, and keeps the URL without its trailing slash', () => {
    expect(mapsFromEnv({}).photonUrl).toBeUndefined();
    expect(mapsFromEnv({ PLINTH_PHOTON_URL: 'http://127.0.0.1:2322/' }).photonUrl).toBe('http://127.0.0.1:2322');
  });

  it('stops the start with a message naming the variable for anything but a plain http(s) URL', () => {
    for (const bad of ['photon', 'ftp://x', 'http://x/?q=1', 'http://u:p@x']) {
      expect(() => mapsFromEnv({ PLINTH_PHOTON_URL: bad })).toThrow(/PLINTH_PHOTON_URL must be an http/);
    }
  });
});
