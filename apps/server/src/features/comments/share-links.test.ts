import { describe, expect, it } from 'vitest';
import { shareLinks, twitterFollowLink } from './share-links.ts';

describe('share links', () => {
  it('lists the services turned on, in a fixed order, with their share addresses', () => {
    const links = shareLinks({ twitter: true, facebook: true, myspace: true, reddit: false }, 'https://shop.example/blog/a?b=1', 'Bread & butter');
    expect(links.map((l) => l.service)).toEqual(['facebook', 'twitter']);
    expect(links[0]).toEqual({ service: 'facebook', label: 'Facebook', ariaLabel: 'Share on Facebook', url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fblog%2Fa%3Fb%3D1' });
    expect(links[1]?.url).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.example%2Fblog%2Fa%3Fb%3D1&text=Bread%20%26%20butter');
  });

  it('builds the e-mail and Pinterest links with the title (and the picture)', () => {
    const [pinterest, email] = shareLinks({ email: true, pinterest: true }, 'https://s.example/p', 'Hi', 'https://s.example/i.jpg');
    expect(pinterest?.url).toBe('https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fs.example%2Fp&description=Hi&media=https%3A%2F%2Fs.example%2Fi.jpg');
    expect(email?.url).toBe('mailto:?subject=Hi&body=https%3A%2F%2Fs.example%2Fp');
  });

  it('shows nothing for no options or options of another shape', () => {
    expect(shareLinks(null, 'u', 't')).toEqual([]);
    expect(shareLinks({}, 'u', 't')).toEqual([]);
    expect(shareLinks('twitter', 'u', 't')).toEqual([]);
  });

  it('links the follow button to the account, refusing names Twitter would not have', () => {
    expect(twitterFollowLink('@plinth_shop')).toEqual({ userName: 'plinth_shop', url: 'https://twitter.com/intent/follow?screen_name=plinth_shop' });
    expect(twitterFollowLink('"><script>')).toBeNull();
    expect(twitterFollowLink('')).toBeNull();
  });
});
