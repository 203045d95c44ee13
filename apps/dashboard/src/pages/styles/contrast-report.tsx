/**
 * The WCAG contrast of each colour pair the theme uses, with a warning below 4.5:1 (what the
 * hosted builders do not tell). Announced politely as the colours change.
 */
import type { ColourSlot, SiteStyles } from '@plinth/api';
import { contrastPairs, formatRatio, MIN_CONTRAST } from './contrast.ts';

export function ContrastReport({ styles, only }: { styles: SiteStyles; only?: ColourSlot }) {
  const pairs = contrastPairs(styles).filter((pair) => !only || pair.slots.includes(only));
  return (
    <div className="contrast" aria-live="polite">
      <h3 className="contrast__title">Contrast</h3>
      <ul className="contrast__pairs">
        {pairs.map((pair) => (
          <li key={pair.label} className={pair.ok ? 'contrast__pair' : 'contrast__pair contrast__pair--low'}>
            <span>{pair.label}</span> <strong>{formatRatio(pair.ratio)}</strong>
            {!pair.ok && (
              <span className="contrast__warning">
                {' '}
                Below {MIN_CONTRAST}:1 — hard to read for many visitors (WCAG AA).
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
