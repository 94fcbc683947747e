import { setupTestStore } from '@/testing/renderWithProviders';
import { albumOpened, imageExpanded, newAlbumStarted, titleChanged } from './editorSlice';
import { toggleMain } from './albumOperations';
import { checkFile, toImageSrc } from './imageFiles';
import {
  CONFIRM_DELETE_IMAGE,
  IMAGE_LIMIT,
  IMAGE_TOO_LARGE,
  ONLY_IMAGES,
  TITLE_DUPLICATE,
  TITLE_REQUIRED,
  URL_PROMPT,
  confirmDeleteAlbum,
  fileUnreadable,
} from './messages';
import { addDroppedUrl, addImageFiles, addImageFromPrompt, commitDraft, deleteDraftAlbum, deleteExpandedImage } from './editorThunks';
import { initialAlbumsState } from './albumsSlice';
import type { Album } from './types';

// Reading and decoding files needs a real browser (covered by e2e/gallery.spec.ts); here only the decisions.
jest.mock('./imageFiles', () => ({ checkFile: jest.fn(), toImageSrc: jest.fn() }));
const mockedCheck = jest.mocked(checkFile);
const mockedConvert = jest.mocked(toImageSrc);

const img = (n: number) => `https://x.test/${n}.jpg`;
const PRAIA: Album = { id: 1, title: 'Praia', images: [img(1), img(2)], isMain: true };
const SERRA: Album = { id: 2, title: 'Serra', images: [], isMain: false };

function store(albums: Album[] = [PRAIA, SERRA]) {
  return setupTestStore({ albums: { ...initialAlbumsState, items: albums } });
}

let alertSpy: jest.SpyInstance;
let confirmSpy: jest.SpyInstance;
let promptSpy: jest.SpyInstance;

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
  promptSpy = jest.spyOn(window, 'prompt').mockReturnValue(null);
  mockedCheck.mockReset();
  mockedConvert.mockReset();
});
afterEach(() => jest.restoreAllMocks());

const alerts = () => alertSpy.mock.calls.map((call) => call[0] as string);

describe('commitDraft (spec §4, §5)', () => {
  it('should add a new album through Adicionar Novo Álbum', () => {
    const s = store();
    s.dispatch(newAlbumStarted());
    s.dispatch(titleChanged('Cidade'));
    expect(s.dispatch(commitDraft('button'))).toBe('added');
    expect(s.getState().albums?.items.map((a) => a.title)).toEqual(['Praia', 'Serra', 'Cidade']);
    expect(s.getState().editor?.draft).toBeNull();
  });

  it('should save an existing album through Salve alterações', () => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    s.dispatch(titleChanged('Montanha'));
    expect(s.dispatch(commitDraft('button'))).toBe('saved');
    expect(s.getState().albums?.items[1]).toEqual({ ...SERRA, title: 'Montanha' });
  });

  it.each([
    ['an empty title', '   ', TITLE_REQUIRED],
    ['the title of another album', ' praia', TITLE_DUPLICATE],
  ])('should block saving with %s and keep the editor open', (_label, title, message) => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    s.dispatch(titleChanged(title));
    expect(s.dispatch(commitDraft('button'))).toBe('invalid');
    expect(s.dispatch(commitDraft('outside'))).toBe('invalid');
    expect(alerts()).toEqual([message, message]);
    expect(s.getState().editor?.draft).not.toBeNull();
    expect(s.getState().albums?.items[1]).toEqual(SERRA);
  });

  it('should let an album keep its own title', () => {
    const s = store();
    s.dispatch(albumOpened(PRAIA));
    expect(s.dispatch(commitDraft('button'))).toBe('saved');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('should just close on a press outside when nothing changed, even with an empty new album', () => {
    const s = store();
    s.dispatch(newAlbumStarted());
    expect(s.dispatch(commitDraft('outside'))).toBe('closed');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(s.getState().albums?.items).toHaveLength(2);
  });

  it('should save a changed draft on a press outside', () => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    s.dispatch(toggleMain({ albumId: 2, isMain: true }));
    expect(s.dispatch(commitDraft('outside'))).toBe('saved');
    expect(s.getState().albums?.items.map((a) => a.isMain)).toEqual([false, true]);
  });
});

describe('deleteDraftAlbum and deleteExpandedImage (spec §4, §5)', () => {
  it('should ask with the stored title, and delete only when confirmed', () => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    s.dispatch(titleChanged('Rascunho'));
    confirmSpy.mockReturnValueOnce(false);
    expect(s.dispatch(deleteDraftAlbum())).toBe(false);
    expect(s.getState().albums?.items).toHaveLength(2);
    expect(s.dispatch(deleteDraftAlbum())).toBe(true);
    expect(confirmSpy.mock.calls).toEqual([[confirmDeleteAlbum('Serra')], [confirmDeleteAlbum('Serra')]]);
    expect(s.getState().albums?.items).toEqual([PRAIA]);
    expect(s.getState().editor?.draft).toBeNull();
  });

  it('should not offer to delete an album that is not in the list yet', () => {
    const s = store();
    s.dispatch(newAlbumStarted());
    expect(s.dispatch(deleteDraftAlbum())).toBe(false);
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('should remove the expanded image after the confirmation', () => {
    const s = store();
    s.dispatch(albumOpened(PRAIA));
    s.dispatch(imageExpanded(0));
    confirmSpy.mockReturnValueOnce(false);
    expect(s.dispatch(deleteExpandedImage(0))).toBe(false);
    expect(s.dispatch(deleteExpandedImage(0))).toBe(true);
    expect(confirmSpy.mock.calls).toEqual([[CONFIRM_DELETE_IMAGE], [CONFIRM_DELETE_IMAGE]]);
    expect(s.getState().editor?.draft?.images).toEqual([img(2)]);
    expect(s.getState().editor?.expandedImage).toBeNull();
  });
});

describe('addImageFromPrompt (spec §5)', () => {
  it('should re-prompt after a bad URL until a good one or Cancel', () => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    promptSpy
      .mockReturnValueOnce('foto.txt')
      .mockReturnValueOnce('javascript:alert(1)//a.png')
      .mockReturnValueOnce('data:image/png;base64,AAAA.png')
      .mockReturnValueOnce('https://x.test/ok.WEBP?w=1');
    expect(s.dispatch(addImageFromPrompt())).toBe(true);
    expect(promptSpy.mock.calls).toEqual([[URL_PROMPT], [URL_PROMPT], [URL_PROMPT], [URL_PROMPT]]);
    expect(alerts()).toEqual([ONLY_IMAGES, ONLY_IMAGES, ONLY_IMAGES]);
    expect(s.getState().editor?.draft?.images).toEqual(['https://x.test/ok.WEBP?w=1']);
    expect(s.dispatch(addImageFromPrompt())).toBe(false);
    expect(s.getState().editor?.draft?.images).toHaveLength(1);
  });

  it('should refuse at once, without prompting, when the album holds 7 images', () => {
    const s = store([{ ...SERRA, images: [1, 2, 3, 4, 5, 6, 7].map(img) }]);
    s.dispatch(albumOpened(s.getState().albums?.items[0] as Album));
    expect(s.dispatch(addImageFromPrompt())).toBe(false);
    expect(promptSpy).not.toHaveBeenCalled();
    expect(alerts()).toEqual([IMAGE_LIMIT]);
  });

  it('should check a URL dragged from another page the same way', () => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    expect(s.dispatch(addDroppedUrl('https://x.test/page.html'))).toBe(false);
    expect(s.dispatch(addDroppedUrl('https://x.test/a.gif'))).toBe(true);
    expect(alerts()).toEqual([ONLY_IMAGES]);
    expect(s.getState().editor?.draft?.images).toEqual(['https://x.test/a.gif']);
  });
});

describe('addImageFiles (spec §5)', () => {
  const file = (name: string) => new File(['x'], name);
  beforeEach(() => {
    mockedCheck.mockImplementation((f: File) =>
      Promise.resolve(
        f.name.startsWith('big')
          ? { ok: false as const, message: IMAGE_TOO_LARGE }
          : f.name.endsWith('.txt')
            ? { ok: false as const, message: ONLY_IMAGES }
            : { ok: true as const, bytes: new Uint8Array(1), type: 'image/png' as const },
      ),
    );
    mockedConvert.mockImplementation((f: File) =>
      Promise.resolve(f.name.startsWith('broken') ? { ok: false, message: ONLY_IMAGES } : { ok: true, src: `data:image/png;base64,${f.name}` }),
    );
  });

  it('should add every good file, in order, and alert each kind of problem once', async () => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    const added = await s.dispatch(addImageFiles([file('a.png'), file('x.txt'), file('big.jpg'), file('y.txt'), file('broken.png'), file('b.png')]));
    expect(added).toBe(2);
    expect(s.getState().editor?.draft?.images).toEqual(['data:image/png;base64,a.png', 'data:image/png;base64,b.png']);
    expect(alerts()).toEqual([ONLY_IMAGES, IMAGE_TOO_LARGE]);
  });

  it('should take the 7th image and refuse the rest of the batch with one alert', async () => {
    const s = store([{ ...SERRA, images: [1, 2, 3, 4, 5, 6].map(img) }]);
    s.dispatch(albumOpened(s.getState().albums?.items[0] as Album));
    expect(await s.dispatch(addImageFiles([file('a.png'), file('b.png'), file('c.png')]))).toBe(1);
    expect(s.getState().editor?.draft?.images).toHaveLength(7);
    expect(alerts()).toEqual([IMAGE_LIMIT]);
    // Over the limit, files are not even decoded.
    expect(mockedConvert).toHaveBeenCalledTimes(1);
  });

  it('should keep exactly 7 images and alert when two batches read at the same time pass the limit together', async () => {
    const s = store([{ ...SERRA, images: [] }]);
    s.dispatch(albumOpened(s.getState().albums?.items[0] as Album));
    const names = (batch: string) => [1, 2, 3, 4].map((n) => file(`${batch}${n}.png`));
    // Both batches are checked while the album is still empty; the second one finds it full only once read.
    const [first, second] = await Promise.all([s.dispatch(addImageFiles(names('a'))), s.dispatch(addImageFiles(names('b')))]);
    expect(first + second).toBe(7);
    expect(s.getState().editor?.draft?.images).toHaveLength(7);
    expect(alerts()).toEqual([IMAGE_LIMIT]);
  });

  it('should end every per-file failure in an alert for that file, add the others, and never reject', async () => {
    mockedCheck.mockImplementation((f: File) =>
      f.name.startsWith('gone')
        ? Promise.reject(new DOMException('A requested file or directory could not be found.', 'NotFoundError'))
        : Promise.resolve({ ok: true as const, bytes: new Uint8Array(1), type: 'image/png' as const }),
    );
    mockedConvert.mockImplementation((f: File) =>
      f.name.startsWith('crash') ? Promise.reject(new Error('decode failed')) : Promise.resolve({ ok: true, src: `data:image/png;base64,${f.name}` }),
    );
    const s = store();
    s.dispatch(albumOpened(SERRA));
    const added = await s.dispatch(addImageFiles([file('gone.png'), file('a.png'), file('crash.png'), file('b.png')]));
    expect(added).toBe(2);
    expect(s.getState().editor?.draft?.images).toEqual(['data:image/png;base64,a.png', 'data:image/png;base64,b.png']);
    expect(alerts()).toEqual([fileUnreadable('gone.png'), fileUnreadable('crash.png')]);
  });

  it('should drop what is still being read when the editor closes or opens another album', async () => {
    const s = store();
    s.dispatch(albumOpened(SERRA));
    const pending = s.dispatch(addImageFiles([file('a.png'), file('b.png')]));
    s.dispatch(albumOpened(PRAIA));
    expect(await pending).toBe(0);
    expect(s.getState().editor?.draft?.images).toEqual(PRAIA.images);
  });
});
