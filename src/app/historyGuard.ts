/**
 * Lets a component act on browser Back/Forward before the router does. Listeners of one event run in the order
 * they were added, and the router re-renders (unmounting components, and their listeners) as soon as its own
 * popstate listener has run; so the guard's listener is added at start-up, before the router mounts.
 */
type PopStateInterceptor = () => void;

const interceptors = new Set<PopStateInterceptor>();
let installed = false;

export function installHistoryGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', () => {
    for (const intercept of [...interceptors]) intercept();
  });
}

/** Runs `intercept` on each browser history traversal until the returned function is called. */
export function interceptPopState(intercept: PopStateInterceptor): () => void {
  interceptors.add(intercept);
  return () => {
    interceptors.delete(intercept);
  };
}
