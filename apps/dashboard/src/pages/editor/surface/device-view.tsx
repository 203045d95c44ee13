/**
 * Device previews: the page at a desktop, tablet or phone width, chosen with a toggle group
 * (Desktop, Tablet, Phone; aria-pressed). Desktop takes the whole column; a device width wider
 * than the column is drawn at that width and scaled down to fit, so the page lays itself out as on
 * that device.
 */
import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

export const DEVICES = [
  { id: 'desktop', label: 'Desktop', width: null },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'phone', label: 'Phone', width: 390 },
] as const;

export type Device = (typeof DEVICES)[number]['id'];

export const deviceWidth = (device: Device): number | null => DEVICES.find((d) => d.id === device)!.width;

/** The frame's size and scale for `width` (null: the whole stage) in a stage of `stage` CSS pixels (never scaled up). */
export function fitFrame(width: number | null, stage: { width: number; height: number }): CSSProperties {
  if (width === null) return { width: '100%', height: `${stage.height}px` };
  if (stage.width <= 0 || width <= stage.width) return { width: `${width}px`, height: `${stage.height}px` };
  const scale = stage.width / width;
  return { width: `${width}px`, height: `${Math.round(stage.height / scale)}px`, transform: `scale(${scale})`, transformOrigin: '0 0', alignSelf: 'flex-start' };
}

export function DevicePicker({ device, onChange }: { device: Device; onChange(device: Device): void }) {
  return (
    <div className="editor-view__group" role="group" aria-label="Device width">
      {DEVICES.map((d) => (
        <button key={d.id} type="button" className="editor-view__toggle" aria-pressed={device === d.id} title={d.width ? `${d.label}: ${d.width} pixels wide` : `${d.label}: the whole width`} onClick={() => onChange(d.id)}>
          {d.label}
        </button>
      ))}
    </div>
  );
}

/** The stage the frame sits on: measures itself and hands the frame its style. */
export function DeviceStage({ device, children }: { device: Device; children(style: CSSProperties): ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  const size = useSize(stage);
  return (
    <div ref={stage} className={`editor-view__stage editor-view__stage--${device}`} data-device={device}>
      {children(fitFrame(deviceWidth(device), size))}
    </div>
  );
}

function useSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry.contentRect;
      setSize((old) => (old.width === Math.round(box.width) && old.height === Math.round(box.height) ? old : { width: Math.round(box.width), height: Math.round(box.height) }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
