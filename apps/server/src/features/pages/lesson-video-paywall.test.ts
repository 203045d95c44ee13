import { describe, expect, it } from 'vitest';
import { paywallVideos } from './lesson-video-paywall.ts';

describe('paywallVideos', () => {
  const gate = { memberArea: { name: 'Members' }, joinLabel: 'Join' };
  it('replaces every video block by the paywall, its address gone, and keeps the other blocks', () => {
    const sections = [{ id: 's1', blocks: [{ id: 'h', type: 'heading', text: 'Lesson 1' }, { id: 'v', type: 'video', url: 'https://videos.example/secret' }] }];
    const gated = paywallVideos(sections, gate);
    expect(gated).toEqual([{ id: 's1', blocks: [{ id: 'h', type: 'heading', text: 'Lesson 1' }, { id: 'v', type: 'paywall', ...gate }] }]);
    expect(JSON.stringify(gated)).not.toContain('secret');
  });

  it('leaves a page without a video (or without blocks) denied', () => {
    expect(paywallVideos([{ id: 's1', blocks: [{ id: 'h', type: 'heading' }] }], gate)).toBeUndefined();
    expect(paywallVideos(undefined, gate)).toBeUndefined();
  });
});
