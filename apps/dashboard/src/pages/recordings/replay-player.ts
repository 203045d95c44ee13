/*
 * rrweb-player and its CSS, in this module's own chunk: loaded only when a replay opens (neither is
 * in the dashboard's first load). The recorded page's own CSS is in the recording, so it replays with the styles it had.
 */

import 'rrweb-player/dist/style.css';

/** A mounted player, and how to take it down. */
export interface MountedPlayer {
  destroy(): void;
}

/**
 * Names rrweb-player's controls, which are icons and an unlabelled switch: play or pause (the name
 * follows the state), 'Skip inactive periods' and 'Full screen'; their icons are hidden from assistive tech.
 */
export function nameControls(root: ParentNode, playing = false): void {
  const buttons = root.querySelectorAll<HTMLButtonElement>('.rr-controller__btns > button');
  const play = buttons[0];
  const fullscreen = buttons.length > 1 ? buttons[buttons.length - 1] : undefined;
  if (play) play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
  if (fullscreen && !fullscreen.textContent?.trim()) fullscreen.setAttribute('aria-label', 'Full screen');
  for (const button of Array.from(buttons)) button.querySelectorAll('svg').forEach((svg) => svg.setAttribute('aria-hidden', 'true'));
  // The switch's <label> is empty and its words sit in a span beside it.
  const skip = root.querySelector<HTMLInputElement>('.rr-controller__btns .switch input[type="checkbox"]');
  if (skip) skip.setAttribute('aria-label', 'Skip inactive periods');
  root.querySelector('.rr-controller__btns .switch .label')?.setAttribute('aria-hidden', 'true');
}

/** Mounts the player for `events` in `target`, sized to `width`. */
export async function mountPlayer(target: HTMLElement, events: unknown[], width: number): Promise<MountedPlayer> {
  const { default: Player } = await import('rrweb-player');
  const player = new Player({
    target,
    props: { events: events as never[], width, height: Math.round(width * 0.6), autoPlay: false, skipInactive: true, showController: true },
  });
  nameControls(target);
  // The play button's name says what it does next.
  player.addEventListener('ui-update-player-state', (detail) => nameControls(target, (detail as { payload?: unknown } | null)?.payload === 'playing'));
  // A Svelte component: $destroy takes it out of the page (not in the package's types).
  return {
    destroy: () => {
      player.pause();
      (player as unknown as { $destroy?(): void }).$destroy?.();
      target.replaceChildren();
    },
  };
}
