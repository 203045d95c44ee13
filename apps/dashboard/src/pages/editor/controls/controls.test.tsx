import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartDataEditor, CodeEditor, LinkEditor, RichTextEditor } from './index.ts';

const noop = () => {};
const pages = [
  { title: 'Home', url: '/' },
  { title: 'About us', url: '/about' },
];

describe('RichTextEditor', () => {
  it('labels the text and offers a toolbar of labelled toggle buttons, one of them in the Tab order', () => {
    const html = renderToString(<RichTextEditor label="Text" value={{ type: 'doc', content: [{ type: 'paragraph' }] }} pages={pages} onChange={noop} />);
    expect(html).toContain('role="toolbar" aria-label="Text formatting"');
    expect(html).toMatch(/>H1<\/span><span class="visually-hidden">, Heading 1<\/span>/);
    expect(html).toMatch(/>H4<\/span><span class="visually-hidden">, Heading 4<\/span>/);
    for (const name of ['Paragraph', 'Bold', 'Italic', 'Underline', 'Strikethrough', 'Bulleted list', 'Numbered list', 'Quote', 'Align left', 'Align center', 'Align right', 'Justify', 'Link', 'Clear formatting']) {
      expect(html).toContain(`aria-label="${name}"`);
    }
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toMatch(/<span id="([^"]+)" class="field__label rte__label">Text<\/span>/);
  });
});

describe('LinkEditor', () => {
  it('shows nothing while closed', () => {
    expect(renderToString(<LinkEditor open={false} value={null} pages={pages} onSave={noop} onClose={noop} />)).not.toContain('Link Name');
  });

  it('opens an e-mail link with its fields filled, and offers Remove when editing', () => {
    const html = renderToString(
      <LinkEditor
        open
        value={{ kind: 'email', href: 'mailto:jo@shop.com?subject=Order', name: 'Write to us', newWindow: true, email: { to: 'jo@shop.com', subject: 'Order', cc: '', bcc: '', body: '' } }}
        pages={pages}
        onSave={noop}
        onRemove={noop}
        onClose={noop}
      />,
    );
    for (const kind of ['Page', 'Web Address', 'Email', 'Phone', 'File']) expect(html).toContain(`${kind}</label>`);
    for (const field of ['To', 'Subject', 'CC', 'BCC', 'Body', 'Link Name']) expect(html).toMatch(new RegExp(`<label class="field__label" for="[^"]+">${field}</label>`));
    expect(html).toContain('value="jo@shop.com"');
    expect(html).toContain('value="Order"');
    expect(html).toContain('Open in New Window');
    expect(html).toMatch(/type="checkbox" checked=""/);
    expect(html).toContain('Remove link');
    expect(html).toContain('Edit link');
  });

  it('lists the pages for a Page link', () => {
    const html = renderToString(<LinkEditor open value={{ kind: 'page', href: '/about', name: '', newWindow: false }} pages={pages} onSave={noop} onClose={noop} />);
    expect(html).toContain('About us (/about)');
    expect(html).not.toContain('Remove link');
  });
});

describe('CodeEditor', () => {
  it('stands in with a labelled plain text area until CodeMirror has loaded', () => {
    const html = renderToString(<CodeEditor label="Code" language="css" value="body { color: red; }" onChange={noop} />);
    expect(html).toMatch(/<span id="([^"]+)" class="field__label">Code <span class="muted">\(CSS\)<\/span><\/span>/);
    expect(html).toMatch(/<textarea[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain('body { color: red; }</textarea>');
  });
});

describe('ChartDataEditor', () => {
  it('shows the dataset as a grid of labelled cells, and the series label as a field of its own', () => {
    const html = renderToString(<ChartDataEditor value={{ seriesLabel: 'Month', columns: ['Tees', 'Mugs'], rows: [{ label: 'Jan', values: [12, 4] }] }} onChange={noop} />);
    expect(html).toMatch(/<label class="field__label" for="[^"]+">Series label<\/label><input[^>]*value="Month"/);
    expect(html).toContain('aria-label="Column 1 name"');
    expect(html).toContain('aria-label="Jan, Mugs"');
    expect(html).toContain('value="4"');
    expect(html).toContain('aria-label="Remove column Tees"');
    expect(html).toContain('aria-label="Remove row Jan"');
    for (const action of ['Add row', 'Add column', 'Import CSV file', 'Paste data', 'Use pasted data']) expect(html).toContain(action);
  });
});
