import { useRef, type PointerEvent } from 'react';

/** Horizontal distance, in CSS pixels, that counts as a swipe rather than a tap. */
const SWIPE_MIN_PX = 40;

/**
 * Swipe left/right on touch (docs/DECISIONS.md, "Gallery"). Pointer events, so the element needs `touch-action: pan-y`: vertical
 * moves still scroll the page, horizontal ones reach us. Mouse drags are ignored (mouse users have buttons).
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
