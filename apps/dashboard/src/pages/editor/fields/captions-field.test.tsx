import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../../test-support/fake-api.ts';
import { SessionContext } from '../../../components/session.ts';
import { blankBlock } from '../document-model.ts';
import { CaptionsField, captionsRefusal, labelFor } from './captions-field.tsx';
import { BlockForm } from '../block-form.tsx';
import type { BlockOf } from './form-props.ts';

const api = pendingApi;
const draw = (node: ReactNode) =>
  renderToString(<SessionContext.Provider value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role: 'ADMIN' }, websiteId: 'w', currency: 'USD' }}>{node}</SessionContext.Provider>);
const video = blankBlock('video', 'v1') as BlockOf<'video'>;

describe('the captions of a video block', () => {
  it('starts with no captions file, in English, with labelled fields for the language and the menu name', () => {
    expect(video).toMatchObject({ captionsMediaId: null, captionsLanguage: 'en', captionsLabel: 'English' });
    const html = draw(<BlockForm block={video} pages={[]} onChange={() => {}} />);
    expect(html).toContain('<legend>Captions (WebVTT)</legend>');
    expect(html).toContain('No captions file chosen.');
    expect(html).toContain('>Choose a captions file</button>');
    expect(html).not.toContain('Remove the captions');
    expect(html).toMatch(/<label class="field__label" for="([^"]+)-lang">Captions language<\/label>.*<input id="\1-lang"[^>]* value="en"/s);
    expect(html).toMatch(/<label class="field__label" for="([^"]+)-label">Captions label<\/label>.*<input id="\1-label"[^>]* value="English"/s);
  });

  it('offers to replace or remove a chosen file, and opens drafts saved before captions existed', () => {
    const html = draw(<CaptionsField block={{ ...video, captionsMediaId: 'f1', captionsLanguage: 'pt-BR', captionsLabel: 'Português' }} onChange={() => {}} />);
    expect(html).toContain('>Replace the captions file</button>');
    expect(html).toContain('>Remove the captions</button>');
    expect(html).toContain('value="pt-BR"');
    const { captionsMediaId: _a, captionsLanguage: _b, captionsLabel: _c, ...old } = video;
    expect(draw(<CaptionsField block={old as BlockOf<'video'>} onChange={() => {}} />)).toContain('value="en"');
  });

  it("names the captions after their language until the owner writes a label of their own", () => {
    expect(labelFor('fr', 'en', 'English')).toBe('French');
    expect(labelFor('pt-BR', 'fr', 'French')).toBe('Brazilian Portuguese');
    expect(labelFor('de', 'en', '')).toBe('German');
    expect(labelFor('fr', 'en', 'Sous-titres')).toBe('Sous-titres');
  });

  it('refuses a picked file that is not WebVTT, by name', () => {
    expect(captionsRefusal({ fileName: 'subs.vtt', contentType: 'text/vtt' })).toBeNull();
    expect(captionsRefusal({ fileName: 'still.jpg', contentType: 'image/jpeg' })).toBe('still.jpg is not a WebVTT file. Choose a .vtt captions file.');
  });
});
