import { serviceWorkerMode } from './serviceWorker';

describe('serviceWorkerMode', () => {
  it('should ship the app\'s worker unless told to retire it', () => {
    expect(serviceWorkerMode(undefined)).toBe('app');
    expect(serviceWorkerMode('')).toBe('app');
    expect(serviceWorkerMode('retire')).toBe('retire');
  });

  it('should refuse any other value rather than guess', () => {
    expect(() => serviceWorkerMode('off')).toThrow('SERVICE_WORKER is "off"');
  });
});
