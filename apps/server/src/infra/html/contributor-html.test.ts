import { describe, expect, it } from 'vitest';
import { sanitiseContributorHtml as clean } from './contributor-html.ts';

describe('sanitiseContributorHtml', () => {
  it('removes scripts with their content, and keeps the text around them', () => {
    expect(clean('<p>Hello<script>fetch("/api/owner/contributors",{method:"POST"})</script> world</p>')).toBe('<p>Hello world</p>');
    expect(clean('<SCRIPT src="https://evil.example/x.js"></SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('removes event handlers and javascript: and data: addresses', () => {
    expect(clean('<img src="x" onerror="alert(1)" alt="A">')).toBe('<img src="x" alt="A" />');
    expect(clean('<a href="javascript:alert(1)">go</a>')).toBe('<a>go</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">go</a>')).toBe('<a>go</a>');
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">go</a>')).toBe('<a>go</a>');
    expect(clean('<div onmouseover="x()" style="color:red">hi</div>')).toBe('<div style="color:red">hi</div>');
  });

  it('removes frames, objects, embeds, forms, styles and page-level tags', () => {
    expect(clean('<iframe src="/config"></iframe><object data="x.swf"></object><embed src="x.swf"><p>kept</p>')).toBe('<p>kept</p>');
    expect(clean('<form action="/api/owner/contributors" method="post"><input name="role" value="ADMIN"><button>Go</button></form>')).toBe('Go');
    expect(clean('<style>body{display:none}</style><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="x.css">')).toBe('');
    expect(clean('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('');
  });

  it('removes data-* attributes (islands mount from them) and the storefront\'s own ids', () => {
    expect(clean('<div data-island="form" data-props="{}">x</div>')).toBe('<div>x</div>');
    expect(clean('<div id="plinth-page">{}</div><h2 id="menu">Menu</h2>')).toBe('<div>{}</div><h2 id="menu">Menu</h2>');
  });

  it('keeps text markup, links, images, tables and media as written', () => {
    const html =
      '<h2 class="lead">Hours</h2><p><strong>Open</strong> <em>daily</em>, <a href="https://example.com/map" title="Map">map</a>, <a href="mailto:a@b.c">mail</a></p>' +
      '<ul><li>One</li></ul><table><tr><th scope="col">Day</th></tr><tr><td colspan="2">Mon</td></tr></table>' +
      '<img src="/media/a.png" alt="Shop" width="200" /><img src="data:image/png;base64,AAAA" alt="" />';
    expect(clean(html)).toBe(html);
  });

  it('makes a link to a new tab unable to reach back to the page', () => {
    expect(clean('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
