import { quotaExceededError } from '@/testing/memoryStorage';
import { PROBE_KEY, storageAvailabilityChanged, storageChangedElsewhere, watchBrowserStorage } from './persistence';

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
    expect(localStorage.getItem(PROBE_KEY)).toBeNull();
  });

  it('should tell at once when storage refuses every write, but not when it is only full', () => {
    const refused = jest.fn();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    watchBrowserStorage(refused)();
    expect(refused.mock.calls).toEqual([[storageAvailabilityChanged(false)]]);

    const full = jest.fn();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaExceededError();
    });
    watchBrowserStorage(full)();
    expect(full).not.toHaveBeenCalled();
  });
});
