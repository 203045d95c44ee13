import { POPUP_POSITIONS as API_POSITIONS, SITE_ACCESS_LIMITS as API_LIMITS } from '@plinth/api';
import { expect, it } from 'vitest';
import { POPUP_POSITIONS, SITE_ACCESS_LIMITS } from './site-access-rules.ts';

it('holds the same popup positions and limits as the API', () => {
  expect(POPUP_POSITIONS).toEqual(API_POSITIONS);
  expect(SITE_ACCESS_LIMITS).toEqual(API_LIMITS);
});
