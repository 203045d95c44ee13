/** One design: its live thumbnail, name and description, Preview, its Settings (when it has some) and Use this design. */
import type { designSummary } from '@plinth/api';
import type { z } from 'zod';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';

export type Design = z.infer<typeof designSummary>;

/** Props of {@link DesignCard}. */
export interface DesignCardProps {
  design: Design;
  mayWrite: boolean;
  busy: boolean;
  disabled: boolean;
  onUse(): void;
}

export function DesignCard({ design, mayWrite, busy, disabled, onUse }: DesignCardProps) {
  const titleId = `design-${design.id}-title`;
  return (
    <article className={`design-card${design.active ? ' design-card--active' : ''}`} aria-labelledby={titleId}>
      {/* The site's own home page in this design, scaled down; a picture only (inert: no focus, no scripts). */}
      <div className="design-card__thumb" inert>
        <iframe className="design-card__frame" src={design.previewUrl} title={`${design.name}: your home page in this design`} loading="lazy" sandbox="allow-same-origin" tabIndex={-1} />
      </div>
      <div className="design-card__body">
        <h2 id={titleId} className="design-card__name">
          {design.name}
          {design.active && <span className="design-card__badge">In use</span>}
        </h2>
        <p className="design-card__description">{design.description}</p>
        <div className="design-card__actions">
          <a className="button" href={design.previewUrl} target="_blank" rel="noopener">
            Preview<span className="visually-hidden"> {design.name} (opens in a new tab)</span>
          </a>
          {design.settings > 0 && (
            <Link className="button" href={hrefFor('design-settings', { id: design.id })}>
              Settings<span className="visually-hidden"> of {design.name}</span>
            </Link>
          )}
          {mayWrite && !design.active && (
            <button type="button" className="button button--primary" onClick={onUse} disabled={disabled} aria-describedby={titleId}>
              {busy ? 'Switching…' : 'Use this design'}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
