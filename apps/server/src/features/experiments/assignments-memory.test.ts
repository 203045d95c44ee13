import { describe, expect, it } from 'vitest';
import { AssignmentsMemory } from './assignments-memory.ts';

describe('the memory of recent visitors’ variants', () => {
  it('keeps each visitor’s variants per site and experiment', () => {
    const memory = new AssignmentsMemory();
    memory.set('site-1', 'ann', 'e1', 'control');
    memory.set('site-1', 'ann', 'e2', 'b');
    memory.set('site-2', 'ann', 'e1', 'b');
    expect(Object.fromEntries(memory.variantsOf('site-1', 'ann') ?? [])).toEqual({ e1: 'control', e2: 'b' });
    expect(Object.fromEntries(memory.variantsOf('site-2', 'ann') ?? [])).toEqual({ e1: 'b' });
    expect(memory.variantsOf('site-1', 'bob')).toBeUndefined();
  });

  it('forgets the visitor used longest ago when full', () => {
    const memory = new AssignmentsMemory(2);
    memory.set('s', 'ann', 'e1', 'a');
    memory.set('s', 'bob', 'e1', 'a');
    // Ann is read: Bob is now the oldest.
    memory.variantsOf('s', 'ann');
    memory.set('s', 'cy', 'e1', 'a');
    expect(memory.variantsOf('s', 'bob')).toBeUndefined();
    expect(memory.variantsOf('s', 'ann')?.get('e1')).toBe('a');
    expect(memory.variantsOf('s', 'cy')?.get('e1')).toBe('a');
  });
});
