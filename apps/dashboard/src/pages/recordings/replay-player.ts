/*
 * rrweb-player and its CSS, in this module's own chunk: loaded only when a replay opens (neither is
 * in the dashboard's first load). The recorded page's own CSS is in the recording, so it replays with the styles it had.
 */

import 'rrweb-player/dist/style.css';

/** A mounted player, and how to take it down. */
export interface MountedPlayer {
  destroy(): void;
}

/** Mounts the player for `events` in `target`, sized to `width`. */
export async function mountPlayer(target: HTMLElement, events: unknown[], width: number): Promise<MountedPlayer> {
  const { default: Player } = await import('rrweb-player');
  const player = new Player({
    target,
    props: { events: events as never[], width, height: Math.round(width * 0.6), autoPlay: false, skipInactive: true, showController: true },
  });
  // A Svelte component: $destroy takes it out of the page (not in the package's types).
  return {
    destroy: () => {
      player.pause();
      (player as unknown as { $destroy?(): void }).$destroy?.();
      target.replaceChildren();
    },
  };
}
