import styled from '@emotion/styled';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';

/** Scroll of the page behind open overlays (issue 5); a count, as the image viewer opens over the editor. */
let lockCount = 0;
let saved = { overflow: '', scrollbarGutter: '' };

function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (lockCount === 0) {
    saved = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    // The gutter stays, so the page does not shift sideways when its scrollbar goes away.
    root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  lockCount += 1;
  return () => {
    lockCount -= 1;
    if (lockCount === 0) {
      root.style.overflow = saved.overflow;
      root.style.scrollbarGutter = saved.scrollbarGutter;
    }
  };
}

const Dialog = styled.dialog`
  /* The dialog covers the viewport; what it shows is laid out inside, so a press on the dialog element itself
     is a press outside the content. */
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  &:focus {
    outline: none;
  }
`;

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'>;

export interface OverlayProps extends DialogProps {
  /** Escape, or the browser closing the dialog: the owner unmounts the overlay. */
  onDismiss: () => void;
  /** What gets focus on opening (default: the browser's choice, the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focus target on closing when the element that opened the overlay is gone (e.g. a deleted image). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * A modal native `<dialog>` opened with `showModal()` (issue 5): the browser traps focus inside and makes the page
 * inert; Escape closes; focus goes back to the opener; the page behind does not scroll. Rendered only while open:
 * the owner's state decides, the dialog follows.
 */
export function Overlay({ onDismiss, initialFocus, fallbackFocus, children, ...props }: OverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onDismiss, fallbackFocus, initialFocus });
  const closing = useRef(false);
  useLayoutEffect(() => {
    latest.current = { onDismiss, fallbackFocus, initialFocus };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    closing.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    if (!dialog.open) dialog.showModal();
    latest.current.initialFocus?.current?.focus();
    return () => {
      closing.current = true;
      unlock();
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : latest.current.fallbackFocus?.();
      target?.focus();
    };
  }, []);

  return (
    <Dialog
      ref={ref}
      {...props}
      onCancel={(event) => {
        // Escape: the owner's state closes the dialog (and may decide what closing means).
        event.preventDefault();
        latest.current.onDismiss();
      }}
      onClose={() => {
        // Closed by the browser itself (a second Escape without user activation in between).
        if (!closing.current) latest.current.onDismiss();
      }}
    >
      {children}
    </Dialog>
  );
}
