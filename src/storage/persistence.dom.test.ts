import { storageChangedElsewhere, watchBrowserStorage } from './persistence';

describe('watchBrowserStorage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it("should turn another tab's change of localStorage into an action, and nothing else", () => {
    const dispatch = jest.fn();
    const stop = watchBrowserStorage(dispatch);
    window.dispatchEvent(new StorageEvent('storage', { key: 'albums', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'albums', storageArea: sessionStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }));
    expect(dispatch.mock.calls).toEqual([[storageChangedElsewhere({ key: 'albums' })], [storageChangedElsewhere({ key: null })]]);
  });
});
