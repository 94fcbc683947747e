import { DOWNLOAD_URL_LIFETIME_MS, downloadText } from './downloadText';

describe('downloadText', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];
  const clicked: Array<{ href: string; download: string; inDocument: boolean }> = [];

  beforeEach(() => {
    jest.useFakeTimers();
    created.length = 0;
    revoked.length = 0;
    clicked.length = 0;
    // jsdom has no object URLs.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return `blob:http://localhost/${created.length}`;
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
    };
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('should click a temporary download link to a blob of the text, then remove it and revoke the URL', async () => {
    downloadText('copia.json', '{"a":"ção"}', 'application/json');
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'copia.json', inDocument: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(created[0]?.type).toBe('application/json');
    expect(await created[0]?.text()).toBe('{"a":"ção"}');
    // Not in the click's own task: some browsers read the blob after it.
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS);
    expect(revoked).toEqual(['blob:http://localhost/1']);
  });
});
