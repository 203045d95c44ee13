import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIGHTBOX_MIN_TOP_MARGIN_PX, RESIZE_EMITTER_TIMEOUT_MS, createResizeEmitter, isActivationKey, lightboxTopMargin } from './lightbox-layout.ts';

describe('lightbox layout (storefront §2, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a top margin of at least 50 px, centring when there is room', () => {
    expect(LIGHTBOX_MIN_TOP_MARGIN_PX).toBe(50);
    expect(lightboxTopMargin(900, 400)).toBe(250);
    expect(lightboxTopMargin(600, 520)).toBe(50);
    expect(lightboxTopMargin(600, 900)).toBe(50);
  });

  it('emits a resize 100 ms after the last resize event', () => {
    vi.useFakeTimers();
    expect(RESIZE_EMITTER_TIMEOUT_MS).toBe(100);
    const listeners: Array<() => void> = [];
    const source = { addEventListener: (_: 'resize', l: () => void) => listeners.push(l), removeEventListener: vi.fn() };
    const onResize = vi.fn();
    const stop = createResizeEmitter(source, onResize);
    listeners[0]();
    vi.advanceTimersByTime(60);
    listeners[0]();
    vi.advanceTimersByTime(99);
    expect(onResize).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResize).toHaveBeenCalledTimes(1);
    listeners[0]();
    stop();
    vi.advanceTimersByTime(200);
    expect(onResize).toHaveBeenCalledTimes(1);
    expect(source.removeEventListener).toHaveBeenCalledWith('resize', listeners[0]);
  });

  it('presses the close button with Enter or Space only', () => {
    expect(isActivationKey('Enter')).toBe(true);
    expect(isActivationKey(' ')).toBe(true);
    expect(isActivationKey('Escape')).toBe(false);
    expect(isActivationKey('a')).toBe(false);
  });
});
