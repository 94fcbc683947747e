import { announceUpdate, registerServiceWorker, RELOAD_TEXT, UPDATE_TEXT } from './serviceWorker';

function fakeContainer(controller: object | null) {
  const listeners: Record<string, () => void> = {};
  return {
    controller: controller as ServiceWorker | null,
    register: jest.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
    addEventListener: jest.fn((type: string, listener: () => void) => {
      listeners[type] = listener;
    }),
    fire: (type: string) => listeners[type]?.(),
  };
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should register sw.js relative to the page, so a sub-path keeps working', () => {
    const container = fakeContainer(null);
    registerServiceWorker({ host: { serviceWorker: container } });
    expect(container.register).toHaveBeenCalledWith('sw.js');
  });

  it('should announce a new version only when a worker replaces the one that controlled the page', () => {
    const first = fakeContainer(null);
    const onFirstUpdate = jest.fn();
    const onFirstControl = jest.fn();
    registerServiceWorker({ host: { serviceWorker: first }, onUpdate: onFirstUpdate, onFirstControl });
    first.fire('controllerchange'); // the first install claiming the page is not an update
    expect(onFirstUpdate).not.toHaveBeenCalled();
    expect(onFirstControl).toHaveBeenCalledTimes(1);
    first.fire('controllerchange'); // a later version replacing that first worker is one
    expect(onFirstUpdate).toHaveBeenCalledTimes(1);
    expect(onFirstControl).toHaveBeenCalledTimes(1);

    const updated = fakeContainer({});
    const onUpdate = jest.fn();
    const onLaterControl = jest.fn();
    registerServiceWorker({ host: { serviceWorker: updated }, onUpdate, onFirstControl: onLaterControl });
    updated.fire('controllerchange');
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onLaterControl).not.toHaveBeenCalled();
  });

  it('should do nothing without service worker support', () => {
    expect(() => registerServiceWorker({ host: {} })).not.toThrow();
  });
});

describe('announceUpdate', () => {
  it('should show one polite status with a reload button', () => {
    const reload = jest.fn();
    announceUpdate(document, reload);
    announceUpdate(document, reload);
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(UPDATE_TEXT);
    (notices[0]?.querySelector('button') as HTMLButtonElement).click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notices[0]?.querySelector('button')).toHaveTextContent(RELOAD_TEXT);
  });
});
