import { editorLink } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { linkFromHref, linkKindOf, mailtoHref, parseMailto, telHref, webHref } from './link-href.ts';

const pages = [
  { title: 'Home', url: '/' },
  { title: 'About us', url: '/about' },
];

describe('mailto links', () => {
  it('puts subject, CC, BCC and body in the address, encoded, and only those that are filled', () => {
    expect(mailtoHref({ to: 'jo@shop.com', subject: '', cc: '', bcc: '', body: '' })).toBe('mailto:jo@shop.com');
    const href = mailtoHref({ to: 'jo@shop.com', subject: 'Hello & welcome?', cc: 'a@shop.com, b+tag@shop.com', bcc: 'c@shop.com', body: 'Line one\nLine two = 100%' });
    expect(href).toBe('mailto:jo@shop.com?subject=Hello%20%26%20welcome%3F&cc=a@shop.com,b%2Btag@shop.com&bcc=c@shop.com&body=Line%20one%0D%0ALine%20two%20%3D%20100%25');
    expect(editorLink.parse({ kind: 'email', href }).href).toBe(href);
  });

  it('gives the fields back when the link is opened again', () => {
    const fields = { to: 'jo@shop.com', subject: 'Hello & welcome?', cc: 'a@shop.com, b+tag@shop.com', bcc: 'c@shop.com', body: 'Line one\nLine two = 100%\n\nÀ bientôt' };
    expect(parseMailto(mailtoHref(fields))).toEqual(fields);
  });

  it('reads addresses written by others: a plus stays a plus, unknown headers are ignored, a second To is kept', () => {
    expect(parseMailto('mailto:a+b@x.com?Subject=Hi+there&in-reply-to=%3C1%3E&to=c@x.com&body=bad%E0')).toEqual({
      to: 'a+b@x.com, c@x.com',
      subject: 'Hi+there',
      cc: '',
      bcc: '',
      body: 'bad%E0',
    });
  });
});

describe('tel links', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telHref(' 020 7946 0000 ')).toBe('tel:02079460000');
  });
});

describe('web addresses', () => {
  it('takes a bare host, adding https://, and full http(s) addresses as typed', () => {
    expect(webHref('example.com')).toBe('https://example.com');
    expect(webHref('www.example.co.uk/shop?a=1#top')).toBe('https://www.example.co.uk/shop?a=1#top');
    expect(webHref('  https://example.com/a ')).toBe('https://example.com/a');
    expect(webHref('http://localhost:8080/x')).toBe('http://localhost:8080/x');
    expect(webHref('shop.example.com:8443/x')).toBe('https://shop.example.com:8443/x');
    // A protocol-relative address is made explicit.
    expect(webHref('//example.net/a')).toBe('https://example.net/a');
  });

  it("takes a path of the site and a place on the page", () => {
    expect(webHref('/shop/tees')).toBe('/shop/tees');
    expect(webHref('#contact')).toBe('#contact');
  });

  it('refuses what is not a web address', () => {
    for (const bad of ['', 'example', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com', 'exa mple.com', 'https://', 'https://user:pw@example.com', 'https://-bad-.com', '#']) {
      expect(webHref(bad), bad).toBeNull();
    }
  });
});

describe('opening a link again from its address', () => {
  it('tells the five types apart', () => {
    expect(linkKindOf('mailto:jo@shop.com', pages)).toBe('email');
    expect(linkKindOf('tel:+1555', pages)).toBe('phone');
    expect(linkKindOf('/media/m1/price-list.pdf', pages)).toBe('file');
    expect(linkKindOf('/about', pages)).toBe('page');
    expect(linkKindOf('/not-a-page', pages)).toBe('web');
    expect(linkKindOf('https://example.org', pages)).toBe('web');
  });

  it('brings back the e-mail fields, the name and the new-window choice', () => {
    expect(linkFromHref('mailto:jo@shop.com?subject=Order%20question', pages, { name: 'Write to us', newWindow: true })).toEqual({
      kind: 'email',
      href: 'mailto:jo@shop.com?subject=Order%20question',
      name: 'Write to us',
      newWindow: true,
      email: { to: 'jo@shop.com', subject: 'Order question', cc: '', bcc: '', body: '' },
    });
  });
});
