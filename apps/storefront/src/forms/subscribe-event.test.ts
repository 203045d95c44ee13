import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_EVENT, recordSubscribe } from './subscribe-event.ts';

describe('recordSubscribe', () => {
  it('dispatches plinth:subscribe and pushes a subscribe entry to dataLayer', () => {
    const target = new EventTarget() as EventTarget & { dataLayer?: unknown[] };
    const seen: unknown[] = [];
    target.addEventListener(SUBSCRIBE_EVENT, (event) => seen.push((event as CustomEvent).detail));
    recordSubscribe({ formId: 'n1', formName: 'Newsletter' }, target);
    recordSubscribe({ formId: 'n1', formName: 'Newsletter' }, target);
    expect(SUBSCRIBE_EVENT).toBe('plinth:subscribe');
    expect(seen).toEqual([{ formId: 'n1', formName: 'Newsletter' }, { formId: 'n1', formName: 'Newsletter' }]);
    expect(target.dataLayer).toEqual([
      { event: 'subscribe', formId: 'n1', formName: 'Newsletter' },
      { event: 'subscribe', formId: 'n1', formName: 'Newsletter' },
    ]);
  });
});
