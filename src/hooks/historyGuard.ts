/**
 * Lets a component act on browser Back before the router does. Listeners of one event run in the order they were
 * added, and the router re-renders (unmounting components, and their listeners) as soon as its own popstate listener
 * has run; so the guard's listener is added at start-up, before the router mounts.
 *
 * Popstate alone does not say what happened: Back, Forward and a hash typed in the address bar (or any link to
 * another hash) all fire it. Where the browser has the Navigation API, its `navigate` event, which comes before the
 * popstate of the same navigation, tells them apart: only a traversal to an earlier entry reaches the interceptors.
 * Elsewhere every popstate does, Forward and typed hashes included.
 */
type BackInterceptor = () => void;

/** What the navigation under way is, as far as the browser tells. */
type NavigationKind = 'back' | 'not-back' | 'unknown';

const interceptors = new Set<BackInterceptor>();
let installed = false;
/** The kind of the navigation under way (Navigation API), until its popstate has been handled. */
let pendingKind: NavigationKind = 'unknown';

/** Back is a traversal to an entry before the current one; a traversal whose entries have no index may be Back. */
export function navigationKind(event: Pick<NavigateEvent, 'navigationType' | 'destination'>, currentIndex: number | undefined): NavigationKind {
  if (event.navigationType !== 'traverse') return 'not-back';
  const destinationIndex = event.destination.index;
  if (currentIndex === undefined || currentIndex < 0 || destinationIndex < 0) return 'unknown';
  return destinationIndex < currentIndex ? 'back' : 'not-back';
}

export function installHistoryGuard(): void {
  if (installed) return;
  installed = true;
  const { navigation } = window;
  if (typeof navigation?.addEventListener === 'function') {
    navigation.addEventListener('navigate', (event) => {
      pendingKind = navigationKind(event, navigation.currentEntry?.index);
    });
  }
  window.addEventListener('popstate', () => {
    const kind = pendingKind;
    pendingKind = 'unknown';
    if (kind === 'not-back') return;
    for (const intercept of [...interceptors]) intercept();
  });
}

/** Runs `intercept` on each browser Back until the returned function is called. */
export function interceptBack(intercept: BackInterceptor): () => void {
  interceptors.add(intercept);
  return () => {
    interceptors.delete(intercept);
  };
}
