/**
 * Moves focus after the next render to an element named by its `data-focus` value (a block's
 * buttons after a move, a new block's title after an add), falling back in order when the first is
 * gone or disabled — so keyboard users never lose their place when the list re-renders.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useFocusRequest(): (...names: string[]) => void {
  const wanted = useRef<string[] | null>(null);
  useEffect(() => {
    const names = wanted.current;
    if (!names) return;
    wanted.current = null;
    for (const name of names) {
      const element = document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(name)}"]`);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
  return useCallback((...names: string[]) => {
    wanted.current = names;
  }, []);
}
