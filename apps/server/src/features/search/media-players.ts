import { LAYOUT_LIMITS } from '@plinth/platform';
import type { IslandRenderer } from '../../infra/islands.ts';
import type { PageExtensions } from '../../infra/page-extensions.ts';

/*
 * The audio player (issue 17; platform.md §2 "Audio player and video wrapper"): the `enrichers` hook
 * that turns a published document's audio blocks into the AudioPlayer island. Consecutive audio
 * blocks of one section are one album (at most 60 tracks, platform.md §9; the rest play as the next
 * album): the first block carries the player, the others are drawn by it (`inAlbum`). Without the
 * islands' server build the blocks keep their plain `<audio controls>` markup.
 */

/** What the theme's block-audio partial reads of an audio block (features/blocks media-blocks.ts). */
interface AudioBlock {
  id: string;
  type: 'audio';
  src: string;
  title: string;
  label: string;
  player?: string;
  inAlbum?: boolean;
}

const isAudio = (block: unknown): block is AudioBlock => !!block && typeof block === 'object' && (block as { type?: unknown }).type === 'audio' && typeof (block as { src?: unknown }).src === 'string';

/** Groups runs of audio blocks and gives each run's first block the player's HTML (in place). */
export function addAudioPlayers(sections: unknown, render: (props: { title: string; tracks: Array<{ src: string; title: string }> }) => string): number {
  if (!Array.isArray(sections)) return 0;
  let players = 0;
  for (const section of sections) {
    const blocks = (section as { blocks?: unknown })?.blocks;
    if (!Array.isArray(blocks)) continue;
    let run: AudioBlock[] = [];
    const flush = () => {
      for (let start = 0; start < run.length; start += LAYOUT_LIMITS.maxAlbumTracks) {
        const album = run.slice(start, start + LAYOUT_LIMITS.maxAlbumTracks);
        const [first, ...rest] = album as [AudioBlock, ...AudioBlock[]];
        const tracks = album.map((block) => ({ src: block.src, title: block.title || block.label }));
        first.player = render({ title: album.length > 1 ? '' : first.title, tracks });
        for (const block of rest) block.inAlbum = true;
        players++;
      }
      run = [];
    };
    for (const block of blocks) {
      if (isAudio(block)) run.push(block);
      else flush();
    }
    flush();
  }
  return players;
}

/**
 * The `enrichers` hook. `islands` is loaded on the first page with audio (the same server build the
 * pages use); a failure to load it leaves the plain players.
 * @example app.deps.pageExtensions.enrichers.push(audioPlayerHook(() => loadIslandRenderer()));
 */
export function audioPlayerHook(islands: () => Promise<IslandRenderer>): PageExtensions['enrichers'][number] {
  let renderer: Promise<IslandRenderer | null> | undefined;
  return async (info, page) => {
    const sections = page.context.pageSections;
    if (!Array.isArray(sections) || !sections.some((s) => Array.isArray(s?.blocks) && s.blocks.some(isAudio))) return;
    renderer ??= islands().catch((error: unknown) => {
      info.request.log.warn({ error }, 'audio player: the islands build is missing; plain players');
      return null;
    });
    const loaded = await renderer;
    if (loaded) addAudioPlayers(sections, (props) => loaded.renderIsland('AudioPlayer', props));
  };
}
