import { createFormModel } from '@plinth/forms';
import { createEngine } from '@plinth/template';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_DIR } from '../../app.ts';
import type { IslandRenderer } from '../../infra/islands.ts';
import { createEmailRenderer } from '../../infra/mail/email-renderer.ts';
import { loadTheme } from '../../infra/theme.ts';
import { formWidgetFormatters } from './form-widgets.ts';
import { notificationContext } from './notification-service.ts';

const islands = { renderIsland: () => '' } as unknown as IslandRenderer;
const engine = createEngine({ formatters: formWidgetFormatters(islands) });
const emails = createEmailRenderer(engine, loadTheme(DEFAULT_THEME_DIR, engine));

describe("the owner's form notification (themes/default/emails/form-notification)", () => {
  const form = createFormModel({
    id: 'f',
    name: 'Contact',
    fields: [
      { id: 'name', type: 'text', title: 'Name', required: true },
      { id: 'message', type: 'textarea', title: 'Message', required: false },
    ],
  });
  const values = { name: 'Ann', message: `Hi\n<b>Kids & "grown-ups"</b> <script>alert('x')</script>` };
  const page = { pageTitle: 'Contact & <Us>', pagePath: '/contact' };

  it('carries the answers as given in the text part', () => {
    const mail = emails.render('form-notification', notificationContext(form, values, page, 'Plinth Demo Store'));
    expect(mail.subject).toBe('New submission to Contact on Plinth Demo Store');
    expect(mail.text).toBe(`Contact has a new submission on Plinth Demo Store.\nPage: Contact & <Us> (/contact)\n\nName:\nAnn\n\nMessage:\n${values.message}\n`);
  });

  it('escapes every answer in the HTML part, quotes too, with line breaks as <br>', () => {
    const { html } = emails.render('form-notification', notificationContext(form, values, page, 'Plinth Demo Store'));
    expect(html).toContain('<td>Hi<br>&lt;b&gt;Kids &amp; &quot;grown-ups&quot;&lt;/b&gt; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</td>');
    expect(html).toContain('Page: Contact &amp; &lt;Us&gt; (/contact)');
    expect(html).not.toContain('<script');
  });
});
