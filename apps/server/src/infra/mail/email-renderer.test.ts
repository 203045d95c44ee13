import { createEngine } from '@plinth/template';
import { describe, expect, it } from 'vitest';
import { createEmailRenderer } from './email-renderer.ts';

describe('createEmailRenderer', () => {
  const engine = createEngine({});
  const compile = (source: string) => engine.compile(source).template;
  const emails = new Map([
    ['welcome.subject', compile('  Welcome to\n {siteName}  ')],
    ['welcome.text', compile('Hello {name}!\n')],
    ['welcome.html', compile('<p>Hello {name|html}!</p>{@|apply greeting}')],
    ['broken.subject', compile('{@|apply no-such-partial}')],
    ['broken.text', compile('')],
    ['broken.html', compile('')],
  ]);
  const renderer = createEmailRenderer(engine, { emails, partials: { greeting: '<p>See you soon.</p>' } });

  it('renders subject, text and HTML from the theme, the subject on one trimmed line', () => {
    expect(renderer.render('welcome', { siteName: 'Plinth <Shop>', name: 'Ada & Co' })).toEqual({
      subject: 'Welcome to Plinth <Shop>',
      text: 'Hello Ada & Co!\n',
      html: '<p>Hello Ada &amp; Co!</p><p>See you soon.</p>',
    });
  });

  it('refuses an e-mail the theme does not have, naming the file', () => {
    expect(() => renderer.render('missing', {})).toThrow('emails/missing.subject.jsont');
  });

  it('refuses a template that fails, naming the file', () => {
    expect(() => renderer.render('broken', {})).toThrow(/emails\/broken\.subject\.jsont failed/);
  });
});
