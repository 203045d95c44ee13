/**
 * Autoplay of a carousel: advances every `seconds` while nothing holds it. It holds while the
 * pointer is over the carousel, while focus is inside it, when the visitor prefers reduced motion,
 * and once the visitor pressed pause.
 */
import { useEffect, useState } from 'react';

/** What holds autoplay, and the controls that change it. */
export interface Autoplay {
  /** Whether slides are moving by themselves now. */
  playing: boolean;
  /** Whether autoplay is on for this gallery and not stopped by reduced motion. */
  available: boolean;
  paused: boolean;
  togglePaused(): void;
  setHovered(hovered: boolean): void;
  setFocused(focused: boolean): void;
}

/** Reads prefers-reduced-motion (false on the server and where matchMedia is missing). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Runs autoplay; `advance` is called on each tick.
 * @param seconds the gallery's autoplay-duration, or null without autoplay
 */
export function useAutoplay(seconds: number | null, advance: () => void): Autoplay {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(prefersReducedMotion()), []);
  const available = seconds !== null && !reduced;
  const playing = available && !paused && !hovered && !focused;
  useEffect(() => {
    if (!playing || seconds === null) return;
    const timer = setInterval(advance, seconds * 1000);
    return () => clearInterval(timer);
  }, [playing, seconds, advance]);
  return { playing, available, paused, togglePaused: () => setPaused((p) => !p), setHovered, setFocused };
}
