import { describe, expect, it } from 'vitest';
import { percentSent, uploadQueue, type UploadEvent, type UploadItem } from './upload-queue.ts';

const run = (events: UploadEvent[]) => events.reduce<UploadItem[]>(uploadQueue, []);
const added: UploadEvent = { type: 'added', items: [{ key: 'a', fileName: 'a.jpg', total: 200 }, { key: 'b', fileName: 'b.png', total: 100 }] };

describe('uploadQueue', () => {
  it('adds several files at once, each with its own progress', () => {
    const queue = run([added, { type: 'progress', key: 'a', loaded: 50, total: 200 }]);
    expect(queue.map((i) => [i.fileName, i.phase, percentSent(i)])).toEqual([
      ['a.jpg', 'uploading', 25],
      ['b.png', 'uploading', 0],
    ]);
  });

  it('goes from sending to processing to done', () => {
    const queue = run([added, { type: 'processing', key: 'a', fileId: 'm1' }, { type: 'done', key: 'a', fileId: 'm1' }]);
    expect(queue[0]).toMatchObject({ phase: 'done', fileId: 'm1', loaded: 200 });
  });

  it('keeps why an upload stopped, and ignores late events for it', () => {
    const queue = run([
      added,
      { type: 'cancelled', key: 'a', message: 'File processing cancelled.' },
      { type: 'progress', key: 'a', loaded: 150, total: 200 },
      { type: 'failed', key: 'b', message: 'Error uploading.' },
    ]);
    expect(queue.map((i) => [i.phase, i.message, i.loaded])).toEqual([
      ['cancelled', 'File processing cancelled.', 0],
      ['failed', 'Error uploading.', 0],
    ]);
  });

  it('clears finished uploads and keeps running ones', () => {
    const queue = run([added, { type: 'done', key: 'a', fileId: 'm1' }, { type: 'cleared' }]);
    expect(queue.map((i) => i.key)).toEqual(['b']);
    expect(run([added, { type: 'dismissed', key: 'b' }]).map((i) => i.key)).toEqual(['a']);
  });
});
