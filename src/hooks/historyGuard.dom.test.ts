type Guard = typeof import('./historyGuard');

/** A fresh copy of the module (it installs its listeners once per page). */
function loadGuard(): Guard {
  let guard: Guard | undefined;
  jest.isolateModules(() => {
    guard = jest.requireActual<Guard>('./historyGuard');
  });
  if (!guard) throw new Error('historyGuard did not load');
  return guard;
}

/**
 * A stand-in for the Navigation API's `window.navigation`: the history entries' indexes, and the navigate event
 * that says how a navigation started and where it goes, followed by the popstate of the same navigation.
 */
function fakeNavigationApi(currentIndex: number) {
  const navigation = Object.assign(new EventTarget(), { currentEntry: { index: currentIndex } });
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return (navigationType: NavigationType, destinationIndex = -1) => {
    navigation.dispatchEvent(Object.assign(new Event('navigate'), { navigationType, destination: { index: destinationIndex } }));
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
}

describe('historyGuard', () => {
  afterEach(() => {
    delete (window as { navigation?: unknown }).navigation;
  });

  it('should tell the interceptors of Back only: not of Forward, nor of a hash typed in the address bar', () => {
    const navigate = fakeNavigationApi(3);
    const { installHistoryGuard, interceptBack } = loadGuard();
    installHistoryGuard();
    const intercept = jest.fn();
    const stop = interceptBack(intercept);
    navigate('push');
    navigate('replace');
    navigate('traverse', 4);
    expect(intercept).not.toHaveBeenCalled();
    navigate('traverse', 2);
    expect(intercept).toHaveBeenCalledTimes(1);
    stop();
    navigate('traverse', 2);
    expect(intercept).toHaveBeenCalledTimes(1);
  });

  it('should take a traversal whose entries have no index for Back (it may be)', () => {
    const { navigationKind } = loadGuard();
    expect(navigationKind({ navigationType: 'traverse', destination: { index: -1 } as NavigationDestination }, 3)).toBe('unknown');
    expect(navigationKind({ navigationType: 'traverse', destination: { index: 2 } as NavigationDestination }, undefined)).toBe('unknown');
    expect(navigationKind({ navigationType: 'traverse', destination: { index: 2 } as NavigationDestination }, 3)).toBe('back');
    expect(navigationKind({ navigationType: 'reload', destination: { index: 3 } as NavigationDestination }, 3)).toBe('not-back');
  });

  it('should tell them of every popstate where the browser has no Navigation API', () => {
    const { installHistoryGuard, interceptBack } = loadGuard();
    installHistoryGuard();
    const intercept = jest.fn();
    const stop = interceptBack(intercept);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(intercept).toHaveBeenCalledTimes(1);
    stop();
  });
});
