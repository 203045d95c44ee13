import { SHARE_SERVICES, type ShareService } from '@plinth/api';

/*
 * The share buttons of `website.shareButtonOptions` (platform.md §2 "Social share buttons and a
 * Twitter follow button", §3) as plain links to each service's documented share address: no
 * third-party script is loaded, and nothing is asked of the service until the visitor clicks.
 */

/** One share link of a post. */
export interface ShareLink {
  service: ShareService;
  /** The button's visible name. */
  label: string;
  /** What a screen reader hears: "Share on Facebook". */
  ariaLabel: string;
  url: string;
}

const LABELS: Record<ShareService, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
  email: 'Email',
};

const q = encodeURIComponent;

/** Each service's share address for a page URL and title (their public, documented share endpoints). */
const URLS: Record<ShareService, (url: string, title: string, image: string) => string> = {
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
  twitter: (url, title) => `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(title)}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
  pinterest: (url, title, image) => `https://www.pinterest.com/pin/create/button/?url=${q(url)}&description=${q(title)}${image ? `&media=${q(image)}` : ''}`,
  reddit: (url, title) => `https://www.reddit.com/submit?url=${q(url)}&title=${q(title)}`,
  tumblr: (url, title) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${q(url)}&title=${q(title)}`,
  email: (url, title) => `mailto:?subject=${q(title)}&body=${q(url)}`,
};

/**
 * The share links a site turned on, in a fixed order (unknown services and `false` ones left out).
 * @param url the post's absolute address
 * @example shareLinks({ twitter: true }, 'https://shop.example/blog/a', 'A post')[0].url
 * // 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.example%2Fblog%2Fa&text=A%20post'
 */
export function shareLinks(options: unknown, url: string, title: string, image = ''): ShareLink[] {
  if (typeof options !== 'object' || options === null) return [];
  const chosen = options as Record<string, unknown>;
  return SHARE_SERVICES.filter((service) => chosen[service] === true).map((service) => ({
    service,
    label: LABELS[service],
    ariaLabel: `Share on ${LABELS[service]}`,
    url: URLS[service](url, title, image),
  }));
}

/** The Twitter follow button as a plain link to the account's follow page, or null without a valid user name. */
export function twitterFollowLink(userName: unknown): { userName: string; url: string } | null {
  if (typeof userName !== 'string') return null;
  const name = userName.trim().replace(/^@/, '');
  if (!/^\w{1,15}$/.test(name)) return null;
  return { userName: name, url: `https://twitter.com/intent/follow?screen_name=${name}` };
}
