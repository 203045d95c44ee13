import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { FileDetail } from './file-detail.tsx';
import type { MediaFile } from './media-api.ts';
import { MediaGrid } from './media-grid.tsx';

const api = pendingApi;
const file: MediaFile = {
  id: 'm1',
  fileName: 'beach.jpg',
  contentType: 'image/jpeg',
  size: 1536 * 1024,
  url: '/media/m1/beach.jpg',
  assetUrl: '/media/m1/v2/beach.jpg',
  version: 2,
  originalSize: '2400x1600',
  colorData: null,
  mediaFocalPoint: { x: 0.25, y: 0.75 },
  altText: 'A sandy beach',
  status: 'ready',
  statusMessage: null,
  isImage: true,
  createdAt: 0,
  updatedAt: 0,
  usage: [
    { kind: 'page', id: 'p1', title: 'Home' },
    { kind: 'page', id: 'p2', title: 'About' },
    { kind: 'page', id: 'p3', title: 'Contact' },
  ],
};
const as = (role: string, node: ReactNode) =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);
const noop = () => {};

describe('FileDetail', () => {
  it('shows the picture at a derivative width with its focal point, the facts in 1024 units and where it is used', () => {
    const html = as('ADMIN', <FileDetail file={file} mayWrite onChange={noop} onDeleted={noop} />);
    expect(html).toContain('File Detail');
    expect(html).toContain('src="/media/m1/v2/beach.jpg?format=750w"');
    expect(html).toContain('aria-label="Focal point: 25% from the left, 75% from the top"');
    expect(html).toContain('1.5 MB');
    expect(html).toContain('2400 × 1600 px');
    expect(html).toContain('Used on 3 pages');
    expect(html).toMatch(/>Rename</);
    expect(html).toContain('Save alt text');
    expect(html).toContain('Replace file');
    expect(html).toMatch(/>Delete</);
  });

  it('offers no changes to a reader, and a pick button in a picker', () => {
    const html = as('VIEWER', <FileDetail file={file} mayWrite={false} onChange={noop} onDeleted={noop} pick={{ label: 'Add to product', onPick: noop }} />);
    expect(html).not.toContain('Rename');
    expect(html).not.toContain('Replace file');
    expect(html).toContain('Add to product');
  });
});

describe('MediaGrid', () => {
  it('lists files as buttons with a 300w thumbnail, never the original, and says which are processing', () => {
    const html = as('ADMIN', <MediaGrid files={[file, { ...file, id: 'm2', fileName: 'new.png', status: 'processing', usage: [] }]} selectedId="m1" onSelect={noop} />);
    expect(html).toContain('aria-label="Existing Files"');
    expect(html).toContain('src="/media/m1/v2/beach.jpg?format=300w"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('Processing');
  });
});
