import { describe, expect, it } from 'vitest';
import { mailingStatus } from './mailing-status.ts';

describe('mailingStatus', () => {
  it('labels each status, highlighting subscribed addresses', () => {
    expect(mailingStatus('subscribed')).toEqual({ label: 'Subscribed', badge: 'badge badge--status' });
    expect(mailingStatus('pending')).toEqual({ label: 'Pending confirmation', badge: 'badge badge--muted' });
    expect(mailingStatus('unsubscribed')).toEqual({ label: 'Unsubscribed', badge: 'badge badge--muted' });
    expect(mailingStatus('bounced').label).toBe('bounced');
  });
});
