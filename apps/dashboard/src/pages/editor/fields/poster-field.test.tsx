import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../../test-support/fake-api.ts';
import { SessionContext } from '../../../components/session.ts';
import { blankBlock } from '../document-model.ts';
import { PosterField } from './poster-field.tsx';
import { BlockForm } from '../block-form.tsx';
import type { BlockOf } from './form-props.ts';

const api = pendingApi;
const draw = (node: ReactNode) =>
  renderToString(<SessionContext.Provider value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role: 'ADMIN' }, websiteId: 'w', currency: 'USD' }}>{node}</SessionContext.Provider>);
const video = blankBlock('video', 'v1') as BlockOf<'video'>;

describe('the poster of a video block', () => {
  it('is offered in the video settings, none at first', () => {
    const html = draw(<BlockForm block={video} pages={[]} onChange={() => {}} />);
    expect(html).toContain('<legend>Poster image</legend>');
    expect(html).toContain('No poster chosen.');
    expect(html).toContain('>Choose a poster</button>');
    expect(html).not.toContain('Remove the poster');
  });

  it('offers to replace or remove a chosen poster', () => {
    const html = draw(<PosterField block={{ ...video, posterMediaId: 'img1' }} onChange={() => {}} />);
    expect(html).toContain('>Replace the poster</button>');
    expect(html).toContain('>Remove the poster</button>');
  });
});
