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

/** A stand-in for the Navigation API's `window.navigation`, whose navigate event says how a navigation started. */
function fakeNavigationApi() {
  const navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return (navigationType: NavigationType) => {
    navigation.dispatchEvent(Object.assign(new Event('navigate'), { navigationType }));
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
}

describe('historyGuard', () => {
  afterEach(() => {
    delete (window as { navigation?: unknown }).navigation;
  });

  it('should tell the interceptors of Back and Forward, not of a hash typed in the address bar', () => {
    const navigate = fakeNavigationApi();
    const { installHistoryGuard, interceptPopState } = loadGuard();
    installHistoryGuard();
    const intercept = jest.fn();
    const stop = interceptPopState(intercept);
    navigate('push');
    navigate('replace');
    expect(intercept).not.toHaveBeenCalled();
    navigate('traverse');
    expect(intercept).toHaveBeenCalledTimes(1);
    stop();
    navigate('traverse');
    expect(intercept).toHaveBeenCalledTimes(1);
  });

  it('should tell them of every popstate where the browser has no Navigation API', () => {
    const { installHistoryGuard, interceptPopState } = loadGuard();
    installHistoryGuard();
    const intercept = jest.fn();
    const stop = interceptPopState(intercept);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(intercept).toHaveBeenCalledTimes(1);
    stop();
  });
});
