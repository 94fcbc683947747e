// Stops the page behind a modal layer from scrolling; counted, as layers stack (the viewer over the editor).
let lockCount = 0;
let saved = { overflow: '', paddingRight: '' };

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (lockCount === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // The scrollbar goes away: its width becomes padding, so the page behind does not shift sideways.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
    }
  };
}
