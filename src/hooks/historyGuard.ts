// Lets a component act on browser Back before the router does: the guard's popstate listener is added at start-up,
// before the router's, which unmounts components. Where the Navigation API exists it tells Back from Forward and typed
// hashes; elsewhere every popstate counts as Back.
type BackInterceptor = () => void;

type NavigationKind = 'back' | 'not-back' | 'unknown';

const interceptors = new Set<BackInterceptor>();
let installed = false;
/** Set by the Navigation API's `navigate`, which comes before the popstate of the same navigation. */
let pendingKind: NavigationKind = 'unknown';

/** A traversal whose entries have no index may be Back. */
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
