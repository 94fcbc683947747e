import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on a pointer press outside it (and outside the button that opened it) or on Escape
 * (spec §2: each popup closes on an outside click). Escape also returns focus to the opener. While the popup is
 * under a modal layer (the phone's drawer makes the page inert), the presses and Escape belong to that layer: one
 * Escape closes one layer, the one on top.
 */
export function useDismiss(
  open: boolean,
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onDismiss: (reason: 'outside' | 'escape') => void,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const covered = () => refs.some((ref) => ref.current?.closest('[inert]'));
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (covered() || (target && refs.some((ref) => ref.current?.contains(target)))) return;
      onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !covered()) onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, refs, onDismiss]);
}
