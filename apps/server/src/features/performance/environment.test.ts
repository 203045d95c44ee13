import { describe, expect, it } from 'vitest';
import { environmentOf } from './environment.ts';

describe('performance environment', () => {
  it('tells dev, staging and prod by host name (a port does not matter)', () => {
    expect(['localhost', 'localhost:4100', '127.0.0.1', '[::1]:80', 'shop.local', 'Shop.Test'].map(environmentOf)).toEqual(['dev', 'dev', 'dev', 'dev', 'dev', 'dev']);
    expect(['staging.shop.example', 'shop-staging.example.com'].map(environmentOf)).toEqual(['staging', 'staging']);
    expect(['shop.example', 'stagingly.com', 'localhost.shop.example'].map(environmentOf)).toEqual(['prod', 'prod', 'prod']);
  });
});
