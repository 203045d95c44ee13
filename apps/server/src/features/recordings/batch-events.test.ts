import { describe, expect, it } from 'vitest';
import { checkBatch } from './batch-events.ts';

const at = 1_780_000_000_000;

/** A full snapshot of a page with a filled text input, a textarea and a paragraph. */
const snapshot = {
  type: 2,
  timestamp: at,
  data: {
    node: {
      type: 0,
      childNodes: [
        {
          type: 2,
          tagName: 'form',
          attributes: {},
          childNodes: [
            { type: 2, tagName: 'input', attributes: { type: 'text', value: 'my secret', name: 'q' }, childNodes: [] },
            { type: 2, tagName: 'TEXTAREA', attributes: { value: 'long secret' }, childNodes: [{ type: 3, textContent: 'long secret' }] },
            { type: 2, tagName: 'p', attributes: {}, childNodes: [{ type: 3, textContent: 'Visible text' }] },
          ],
        },
      ],
    },
  },
};

describe('checkBatch', () => {
  it('keeps well-formed events and the span of their timestamps', () => {
    const batch = checkBatch(JSON.stringify([{ type: 4, data: { href: 'http://x/', width: 1, height: 1 }, timestamp: at }, { type: 3, data: { source: 1, positions: [] }, timestamp: at + 500 }]));
    expect(batch.events).toHaveLength(2);
    expect([batch.firstAt, batch.lastAt]).toEqual([at, at + 500]);
  });

  it('masks what was typed, whatever the client sent: input events, value attributes, textarea text', () => {
    const batch = checkBatch(
      JSON.stringify([
        snapshot,
        { type: 3, timestamp: at + 1, data: { source: 5, id: 7, text: 'hunter2', isChecked: false } },
        { type: 3, timestamp: at + 2, data: { source: 0, adds: [{ parentId: 1, node: { type: 2, tagName: 'input', attributes: { value: 'added secret' }, childNodes: [] } }], attributes: [{ id: 7, attributes: { value: 'typed secret' } }], texts: [], removes: [] } },
      ]),
    );
    const stored = JSON.stringify(batch.events);
    for (const secret of ['my secret', 'long secret', 'hunter2', 'added secret', 'typed secret']) expect(stored).not.toContain(secret);
    expect(stored).toContain('Visible text');
    expect(stored).toContain('"text":"*******"');
  });

  it('refuses what is not a batch of events, naming the first bad one', () => {
    expect(() => checkBatch('nope')).toThrow('The batch is not a JSON array of events.');
    expect(() => checkBatch('[]')).toThrow('The batch is not a JSON array of events.');
    expect(() => checkBatch('{"type":2}')).toThrow('The batch is not a JSON array of events.');
    expect(() => checkBatch(JSON.stringify([{ type: 4, data: {}, timestamp: at }, 3]))).toThrow('Event 1 is not an object.');
    expect(() => checkBatch(JSON.stringify([{ type: 9, data: {}, timestamp: at }]))).toThrow('Event 0 has no known type.');
    expect(() => checkBatch(JSON.stringify([{ type: 4, data: 'x', timestamp: at }]))).toThrow('Event 0 has no data object.');
    expect(() => checkBatch(JSON.stringify([{ type: 4, data: {}, timestamp: 'now' }]))).toThrow('Event 0 has no timestamp.');
    expect(() => checkBatch(JSON.stringify(Array.from({ length: 1001 }, () => ({ type: 4, data: {}, timestamp: at }))))).toThrow('The batch has too many events.');
  });

  it('walks a deeply nested tree without overflowing the stack', () => {
    let node: Record<string, unknown> = { type: 2, tagName: 'input', attributes: { value: 'deep secret' }, childNodes: [] };
    for (let depth = 0; depth < 3000; depth++) node = { type: 2, tagName: 'div', attributes: {}, childNodes: [node] };
    // JSON.stringify itself recurses; 3000 levels stay well inside its limit.
    const batch = checkBatch(JSON.stringify([{ type: 2, timestamp: at, data: { node } }]));
    expect(JSON.stringify(batch.events)).not.toContain('deep secret');
  });
});
