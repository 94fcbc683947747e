import { useEffect, type RefObject } from 'react';

/**
 * Spec §2: a popup closes on a press outside it or on Escape (which refocuses the opener). Under a modal layer (the
 * phone's drawer) those belong to the layer on top: one Escape closes one layer.
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
