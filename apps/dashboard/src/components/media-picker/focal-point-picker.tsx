/**
 * Sets the focal point by clicking on the image, or with the keyboard: the marker is a button and
 * the arrow keys move it (Shift for bigger steps). The point is saved after the owner pauses.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { CENTRE, describeFocal, focalFromClick, moveFocal, type FocalPoint } from './focal-point.ts';

/** Props of {@link FocalPointPicker}. */
export interface FocalPointPickerProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  value: FocalPoint | null;
  disabled?: boolean;
  onChange(point: FocalPoint): void;
}

const SAVE_AFTER_MS = 500;

export function FocalPointPicker({ src, alt, width, height, value, disabled = false, onChange }: FocalPointPickerProps) {
  const [point, setPoint] = useState<FocalPoint>(value ?? CENTRE);
  const marker = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The point last handed to onChange: the saved file coming back with it is our own echo, and the
  // owner may have moved the marker on while the save was on its way, so the echo must not undo that.
  const sent = useRef<FocalPoint | null>(null);
  useEffect(() => {
    if (value && sent.current && value.x === sent.current.x && value.y === sent.current.y) return;
    setPoint(value ?? CENTRE);
  }, [value?.x, value?.y]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const choose = (next: FocalPoint, now: boolean) => {
    setPoint(next);
    if (timer.current) clearTimeout(timer.current);
    const save = () => {
      sent.current = next;
      onChange(next);
    };
    if (now) save();
    else timer.current = setTimeout(save, SAVE_AFTER_MS);
  };

  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    choose(focalFromClick(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY), true);
    marker.current?.focus();
  };

  const key = (event: KeyboardEvent) => {
    if (disabled) return;
    const next = moveFocal(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    choose(next, false);
  };

  return (
    <div className="focal">
      {/* The click target is the picture; the keyboard way is the marker button below. */}
      <div className="focal__frame" onClick={click} style={{ aspectRatio: `${width} / ${height}` }}>
        <img className="focal__image" src={src} alt={alt} width={width} height={height} draggable={false} />
        <button
          ref={marker}
          type="button"
          className="focal__marker"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
          disabled={disabled}
          aria-label={`Focal point: ${describeFocal(point)}`}
          aria-describedby={hintId}
          onKeyDown={key}
          onClick={(event) => event.stopPropagation()}
        />
      </div>
      <p id={hintId} className="field__hint">
        Click on the picture where its subject is, or focus the marker and move it with the arrow keys (Shift moves further). Crops keep this point in view.
      </p>
    </div>
  );
}
