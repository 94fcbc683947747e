/**
 * Lets a component act on browser Back/Forward before the router does. Listeners of one event run in the order
 * they were added, and the router re-renders (unmounting components, and their listeners) as soon as its own
 * popstate listener has run; so the guard's listener is added at start-up, before the router mounts.
 *
 * A hash typed in the address bar (or any link to another hash) fires popstate too, yet it is a new page, not a
 * move through history. Where the browser has the Navigation API, its `navigate` event, which comes before the
 * popstate of the same navigation, says which it is, and only a traversal reaches the interceptors. Elsewhere every
 * popstate does.
 */
type PopStateInterceptor = () => void;

const interceptors = new Set<PopStateInterceptor>();
let installed = false;
/** How the navigation under way started (Navigation API), until its popstate has been handled. */
let pendingNavigationType: NavigationType | null = null;

export function installHistoryGuard(): void {
  if (installed) return;
  installed = true;
  if (typeof window.navigation?.addEventListener === 'function') {
    window.navigation.addEventListener('navigate', (event) => {
      pendingNavigationType = event.navigationType;
    });
  }
  window.addEventListener('popstate', () => {
    const type = pendingNavigationType;
    pendingNavigationType = null;
    if (type !== null && type !== 'traverse') return;
    for (const intercept of [...interceptors]) intercept();
  });
}

/** Runs `intercept` on each browser history traversal (Back, Forward) until the returned function is called. */
export function interceptPopState(intercept: PopStateInterceptor): () => void {
  interceptors.add(intercept);
  return () => {
    interceptors.delete(intercept);
  };
}
