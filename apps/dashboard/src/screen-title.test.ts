import { describe, expect, it } from 'vitest';
import { windowTitle } from './screen-title.ts';

describe('windowTitle', () => {
  it("names the screen, then the site, so tabs and history tell screens apart", () => {
    expect(windowTitle('Orders', 'Plinth Demo Store')).toBe('Orders · Plinth Demo Store');
    expect(windowTitle('Home', 'Plinth Demo Store')).not.toBe(windowTitle('Orders', 'Plinth Demo Store'));
  });

  it('says Plinth before the site is known (sign-in, setup)', () => {
    expect(windowTitle('Sign in', undefined)).toBe('Sign in · Plinth');
    expect(windowTitle('Orders', '')).toBe('Orders · Plinth');
  });
});
