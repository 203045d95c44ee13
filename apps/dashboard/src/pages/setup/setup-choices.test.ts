import { CURRENCY_CODES } from '@plinth/commerce';
import { describe, expect, it } from 'vitest';
import { progressLabel, STEP_TEXT } from './checklist-steps.ts';
import { browserTimeZone, currencyChoices, timeZoneChoices } from './setup-choices.ts';

describe('the setup screen choices', () => {
  it("offers every zone the runtime knows, the browser's own among them", () => {
    const zone = browserTimeZone();
    expect(timeZoneChoices(zone)).toContain(zone);
    expect(timeZoneChoices('Europe/Paris')).toContain('America/New_York');
    // A zone the list lacks (an old browser's alias) is still offered, first.
    expect(timeZoneChoices('Mars/Olympus')[0]).toBe('Mars/Olympus');
  });

  it('offers the 27 store currencies with their English names', () => {
    const choices = currencyChoices();
    expect(choices.map((choice) => choice.code)).toEqual([...CURRENCY_CODES]);
    expect(choices.find((choice) => choice.code === 'EUR')?.label).toBe('EUR — Euro');
  });
});

describe('the getting-started checklist', () => {
  it('counts the steps done, and links each step but payments to its screen', () => {
    expect(progressLabel([{ done: true }, { done: false }, { done: true }, { done: false }])).toBe('2 of 4 done');
    expect(STEP_TEXT.product.href).toBe('/config/products/new');
    expect(STEP_TEXT.design.href).toBe('/config/styles');
    expect(STEP_TEXT.email.href).toBe('/config/outbox');
    expect(STEP_TEXT.payments.href).toBeNull();
  });
});
