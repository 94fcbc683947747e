import styled from '@emotion/styled';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { lockPageScroll } from '@/hooks/pageScrollLock';

const Dialog = styled.dialog`
  /* The dialog covers the viewport, so a press on the dialog element itself is a press outside the content. */
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the last control could leave for the browser's own interface: wrap it round instead. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // A dialog opened inside this one handles its own Tab.
  if (event.target instanceof Element && event.target.closest('dialog') !== dialog) return;
  const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.closest('dialog') === dialog && element.getClientRects().length > 0,
  );
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'>;

export interface OverlayProps extends DialogProps {
  /** Escape, or the browser closing the dialog: the owner unmounts the overlay. */
  onDismiss: () => void;
  /** Default: the browser's choice, the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** When the opener is gone on closing (e.g. a deleted image). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/** spec §4: the editor and both viewers are modal. Rendered only while open: the owner's state decides. */
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
      // After the commit that closed the overlay: it may also have removed the opener (a deleted image).
      queueMicrotask(() => {
        const target = opener?.isConnected ? opener : latest.current.fallbackFocus?.();
        target?.focus();
      });
    };
  }, []);

  return (
    <Dialog
      ref={ref}
      {...props}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.key === 'Tab' && !event.defaultPrevented) keepTabInside(event);
      }}
      onCancel={(event) => {
        // React passes a nested dialog's cancel up the component tree: only this dialog's own counts.
        if (event.target !== event.currentTarget) return;
        // Escape: the owner's state closes the dialog, not the browser.
        event.preventDefault();
        latest.current.onDismiss();
      }}
      onClose={(event) => {
        // Closed by the browser (a second Escape). A close reaching a reopened dialog is stale (StrictMode).
        const dialog = event.currentTarget;
        if (event.target === dialog && !closing.current && !dialog.open) latest.current.onDismiss();
      }}
    >
      {children}
    </Dialog>
  );
}
