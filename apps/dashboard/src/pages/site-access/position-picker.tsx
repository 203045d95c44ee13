/**
 * The popup's place: a 3×3 grid of radio buttons (platform.md §3 "Popup positions form a 3x3
 * grid"). One radio group, so the arrow keys move between places as in any radio group.
 */
import { POPUP_POSITIONS, type PopupPosition } from './site-access-rules.ts';

/** "top-left" → "Top left", "center" → "Center". */
export function positionLabel(position: PopupPosition): string {
  const words = position.replace('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function PositionPicker({ value, onChange }: { value: PopupPosition; onChange(position: PopupPosition): void }) {
  return (
    <fieldset className="position-picker">
      <legend className="field__label">Position</legend>
      <div className="position-picker__grid">
        {POPUP_POSITIONS.map((position) => (
          <label key={position} className={`position-picker__cell${position === value ? ' position-picker__cell--chosen' : ''}`}>
            <input type="radio" name="popup-position" value={position} checked={position === value} onChange={() => onChange(position)} />
            <span>{positionLabel(position)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
