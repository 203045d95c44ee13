import type { PageExtensions } from '../../infra/page-extensions.ts';

/*
 * The video wrapper's one refusal (issue 17; platform.md §5 'Share a video from a different account
 * (basic accounts of a video-sharing service are unsupported).'): a video block whose address is on
 * a video-sharing service but is not a video the facade can embed (a channel, a profile, a basic
 * account's private link, a service we do not embed) would draw a `<video>` that never plays. It
 * becomes a plain link to the service instead, and the page's context carries the spec's message
 * for the editor's preview (`?format=json`). Nothing of the service loads on the page.
 */

/** platform.md §5, word for word. */
export const UNSUPPORTED_VIDEO_ACCOUNT = 'Share a video from a different account (basic accounts of a video-sharing service are unsupported).';

/** Video-sharing services by host (without www./m.), as the link names them. */
const VIDEO_SERVICES: Readonly<Record<string, string>> = {
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'youtube-nocookie.com': 'YouTube',
  'vimeo.com': 'Vimeo',
  'player.vimeo.com': 'Vimeo',
  'dailymotion.com': 'Dailymotion',
  'dai.ly': 'Dailymotion',
  'twitch.tv': 'Twitch',
  'loom.com': 'Loom',
  'wistia.com': 'Wistia',
  'tiktok.com': 'TikTok',
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
};

/** The service an address is on, or null for any other address. */
export function videoServiceOf(address: string): string | null {
  try {
    const host = new URL(address).hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
    return VIDEO_SERVICES[host] ?? Object.entries(VIDEO_SERVICES).find(([domain]) => host.endsWith(`.${domain}`))?.[1] ?? null;
  } catch {
    return null;
  }
}

interface VideoBlock {
  type: 'video';
  isFile: boolean;
  isEmbed: boolean;
  src: string | null;
  unsupported?: { service: string; href: string; message: string } | null;
}

const isVideo = (block: unknown): block is VideoBlock => !!block && typeof block === 'object' && (block as { type?: unknown }).type === 'video';

/** Marks the video blocks that point at a sharing service without an embeddable video (in place); answers how many. */
export function markUnsupportedVideos(sections: unknown): number {
  if (!Array.isArray(sections)) return 0;
  let marked = 0;
  for (const section of sections) {
    const blocks = (section as { blocks?: unknown })?.blocks;
    if (!Array.isArray(blocks)) continue;
    for (const block of blocks) {
      if (!isVideo(block) || block.isEmbed || !block.src) continue;
      const service = videoServiceOf(block.src);
      if (!service) continue;
      block.unsupported = { service, href: block.src, message: UNSUPPORTED_VIDEO_ACCOUNT };
      marked++;
    }
  }
  return marked;
}

/** The `enrichers` hook. */
export const unsupportedVideoHook: PageExtensions['enrichers'][number] = async (_info, page) => {
  markUnsupportedVideos(page.context.pageSections);
};
