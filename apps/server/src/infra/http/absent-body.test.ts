import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { absentBodyAsEmpty } from './absent-body.ts';

describe('absentBodyAsEmpty', () => {
  it('reads a call without a body as {} and leaves a sent body as it is', async () => {
    const without = { body: undefined } as FastifyRequest;
    await absentBodyAsEmpty(without);
    expect(without.body).toEqual({});
    const sent = { body: { revision: 3 } } as FastifyRequest;
    await absentBodyAsEmpty(sent);
    expect(sent.body).toEqual({ revision: 3 });
    const text = { body: 'x' } as FastifyRequest;
    await absentBodyAsEmpty(text);
    expect(text.body).toBe('x');
  });
});
