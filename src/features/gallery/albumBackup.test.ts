import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { IMPORT_MAX_BYTES } from '@/config/constants';
import { countCodePoints } from '@/utils/codePoints';
import {
  BACKUP_FORMAT,
  checkImportSize,
  exportFileName,
  exportText,
  planImport,
  type ImportPlan,
  type ImportRefused,
} from './albumBackup';
import { IMAGE_MAX_BYTES, MAX_IMAGES, TITLE_MAX } from '@/config/constants';
import { titleKey } from './albumRules';
import {
  IMPORT_EMPTY,
  IMPORT_NEWER_FORMAT,
  IMPORT_NOT_JSON,
  IMPORT_WRONG_SHAPE,
  SKIP_REASONS,
  importFileTooLarge,
  importSummary,
  skipImageNotAccepted,
  skipImageTooLarge,
  skipTooManyImages,
} from './messages';
import type { Album } from './types';

const FIXTURES = path.join(__dirname, '..', '..', '..', 'e2e', 'fixtures', 'gallery');
const dataUrlOf = (name: string, type: string) =>
  `data:${type};base64,${readFileSync(path.join(FIXTURES, name)).toString('base64')}`;
const JPEG = dataUrlOf('sunset.jpg', 'image/jpeg');
const PNG = dataUrlOf('mountains.png', 'image/png');
const GIF = dataUrlOf('animated.gif', 'image/gif');
const WEBP = dataUrlOf('lake.webp', 'image/webp');
/** Text named and typed as a PNG. */
const FAKE_PNG = dataUrlOf('fake.png', 'image/png');

/** Just a PNG signature and header declaring `width` × `height`: enough for the checks, which never decode. */
function pngHeader(width: number, height: number, padTo = 0): string {
  const bytes = Buffer.alloc(Math.max(33, padTo));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const url = (n: number | string) => `https://fotos.test/${n}.jpg`;
const album = (id: number, title: string, images: string[] = [], isMain = false): Album => ({ id, title, images, isMain });
const NOW = new Date(2026, 10, 25, 15, 7, 43);

/** The plan, failing the test if the file was refused. */
function plan(existing: readonly Album[], file: unknown): ImportPlan {
  const result = planImport(existing, typeof file === 'string' ? file : JSON.stringify(file));
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}
const refusal = (text: string): string => (planImport([], text) as ImportRefused).message;

describe('exportFileName', () => {
  it('should name the file after the local day, zero-padded', () => {
    expect(exportFileName(NOW)).toBe('projetos-albuns-2026-11-25.json');
    expect(exportFileName(new Date(2027, 0, 5, 23, 59))).toBe('projetos-albuns-2027-01-05.json');
  });
});

describe('exportText', () => {
  it('should write the backup object with every album as stored, images included', () => {
    const albums = [album(1, 'Praia', [url(1), PNG], true), album(2, 'Serra')];
    const text = exportText(albums, NOW);
    expect(JSON.parse(text)).toEqual({
      app: 'projetos',
      kind: 'albums',
      format: BACKUP_FORMAT,
      exportedAt: NOW.toISOString(),
      albums,
    });
    expect(BACKUP_FORMAT).toBe(2);
  });

  it('should write only the four stored fields', () => {
    const extra = { ...album(1, 'Praia'), draft: true } as Album;
    expect(JSON.parse(exportText([extra], NOW)).albums).toEqual([album(1, 'Praia')]);
  });

  it('should write an empty list when there is nothing (the button is disabled then)', () => {
    expect(JSON.parse(exportText([], NOW)).albums).toEqual([]);
  });
});

describe('checkImportSize', () => {
  it('should accept up to the cap and refuse above it, before reading', () => {
    expect(IMPORT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(checkImportSize(0)).toBeNull();
    expect(checkImportSize(IMPORT_MAX_BYTES)).toBeNull();
    expect(checkImportSize(IMPORT_MAX_BYTES + 1)).toBe(importFileTooLarge(10));
    expect(checkImportSize(50 * 1024 * 1024)).toBe('O arquivo tem mais de 10 MB e não foi aberto. Nada foi alterado.');
    expect(checkImportSize(Number.NaN)).not.toBeNull();
  });
});

describe('planImport: the whole file', () => {
  it.each(['', 'abc', '{', '{"albums": [}', '<html></html>', 'undefined'])('should refuse %p as not JSON', (text) => {
    expect(refusal(text)).toBe(IMPORT_NOT_JSON);
  });

  it.each([
    ['an object that is no backup', { foo: 1 }],
    ['another app', { app: 'outro', kind: 'albums', format: 2, albums: [album(1, 'Praia')] }],
    ['another kind', { app: 'projetos', kind: 'users', format: 2, albums: [album(1, 'Praia')] }],
    ['albums that are no list', { app: 'projetos', kind: 'albums', format: 2, albums: { 1: album(1, 'Praia') } }],
    ['a number', 42],
    ['a string', 'albums'],
    ['null', null],
    ['a list without a single object', [1, 'Praia', null, [album(1, 'Praia')]]],
  ])('should refuse %s as the wrong shape', (_, data) => {
    expect(refusal(JSON.stringify(data))).toBe(IMPORT_WRONG_SHAPE);
  });

  it('should refuse a backup from a newer format, and an empty one', () => {
    expect(refusal(JSON.stringify({ app: 'projetos', kind: 'albums', format: 3, albums: [album(1, 'A')] }))).toBe(
      IMPORT_NEWER_FORMAT,
    );
    expect(refusal('[]')).toBe(IMPORT_EMPTY);
    expect(refusal(exportText([], NOW))).toBe(IMPORT_EMPTY);
  });

  it('should read the export, a plain stored list (the `albums` key) and a file starting with a byte-order mark', () => {
    const albums = [album(1, 'Praia', [url(1)]), album(2, 'Serra')];
    expect(plan([], exportText(albums, NOW)).added).toEqual(albums);
    expect(plan([], albums).added).toEqual(albums);
    expect(plan([], `\uFEFF${JSON.stringify(albums)}`).added).toEqual(albums);
    // A backup without a format number (hand-made) is read as the current one.
    expect(plan([], { app: 'projetos', kind: 'albums', albums }).added).toEqual(albums);
  });
});

describe('planImport: each album, with the editor rules (spec §5)', () => {
  it('should add valid albums with their ids, never as main, titles trimmed', () => {
    const result = plan([album(5, 'Casa')], [album(10, '  Praia ', [url(1), JPEG], true), album(11, 'Serra', [PNG, GIF, WEBP])]);
    expect(result).toEqual({
      ok: true,
      added: [album(10, 'Praia', [url(1), JPEG]), album(11, 'Serra', [PNG, GIF, WEBP])],
      renamed: [],
      skipped: [],
    });
  });

  it.each([
    ['not an object', 'Praia', null, SKIP_REASONS.notAnAlbum],
    ['no title', { id: 1, images: [] }, null, SKIP_REASONS.noTitle],
    ['a blank title', album(1, '   '), null, SKIP_REASONS.noTitle],
    ['a title that is no text', { id: 1, title: 42, images: [] }, null, SKIP_REASONS.noTitle],
    ['a 13-character title', album(1, 'Treze letras!'), 'Treze letras!', SKIP_REASONS.titleTooLong],
    ['no image list', { id: 1, title: 'Praia', images: 'x.jpg' }, 'Praia', SKIP_REASONS.noImageList],
    ['8 images', album(1, 'Oito', Array.from({ length: 8 }, (_, i) => url(i))), 'Oito', skipTooManyImages(8, 7)],
    ['9 images', album(1, 'Nove', Array.from({ length: 9 }, (_, i) => url(i))), 'Nove', skipTooManyImages(9, 7)],
    ['a javascript: image', album(1, 'Script', [url(1), 'javascript:alert(1)//x.png']), 'Script', skipImageNotAccepted(2)],
    ['an image that is no text', { id: 1, title: 'Número', images: [42] }, 'Número', skipImageNotAccepted(1)],
    ['a URL without an image extension', album(1, 'Texto', ['https://x.test/notas.txt']), 'Texto', skipImageNotAccepted(1)],
    ['a file: URL', album(1, 'Local', ['file:///etc/foto.jpg']), 'Local', skipImageNotAccepted(1)],
    ['an SVG data URL', album(1, 'SVG', ['data:image/svg+xml;base64,PHN2Zy8+']), 'SVG', skipImageNotAccepted(1)],
    ['a data URL that is not base64', album(1, 'Cru', ['data:image/png,%89PNG']), 'Cru', skipImageNotAccepted(1)],
    ['a data URL of text', album(1, 'Falso', [FAKE_PNG]), 'Falso', skipImageNotAccepted(1)],
    ['broken base64', album(1, 'Quebrado', ['data:image/png;base64,iVBORw0KGgo']), 'Quebrado', skipImageNotAccepted(1)],
    ['an image over 1.5 MiB', album(1, 'Grande', [pngHeader(100, 100, IMAGE_MAX_BYTES + 1)]), 'Grande', skipImageTooLarge(1)],
    ['a picture of 400 megapixels', album(1, 'Bomba', [pngHeader(20_000, 20_000)]), 'Bomba', skipImageTooLarge(1)],
  ])('should skip an album with %s, saying why', (_, entry, title, reason) => {
    const result = plan([], [entry, album(99, 'Boa')]);
    expect(result.skipped).toEqual([{ title, position: 1, reason }]);
    expect(result.added).toEqual([album(99, 'Boa')]);
  });

  it('should accept exactly 7 images, a 12-character title counted in code points, and an image of exactly 1.5 MiB', () => {
    const seven = Array.from({ length: MAX_IMAGES }, (_, i) => url(i));
    const atCap = pngHeader(100, 100, IMAGE_MAX_BYTES);
    const result = plan([], [album(1, 'Doze letras!', seven), album(2, '🏖'.repeat(TITLE_MAX), [atCap])]);
    expect(result.skipped).toEqual([]);
    expect(result.added.map((a) => a.title)).toEqual(['Doze letras!', '🏖'.repeat(TITLE_MAX)]);
  });

  it('should store URLs as the editor does: normalised, http of another site as https, http on loopback kept', () => {
    const result = plan([], [album(1, 'Links', ['http://fotos.test/a b.jpg?w=1', 'http://localhost:8080/c.png', ' https://x.test/D.WEBP '])]);
    expect(result.added[0]?.images).toEqual([
      'https://fotos.test/a%20b.jpg?w=1',
      'http://localhost:8080/c.png',
      'https://x.test/D.WEBP',
    ]);
  });

  it('should shorten a very long title in the reason', () => {
    const result = plan([], [album(1, 'x'.repeat(1_000_000))]);
    expect(result.skipped[0]?.title).toBe(`${'x'.repeat(40)}…`);
  });
});

describe('planImport: what is already there', () => {
  const PRAIA = album(1, 'Praia', [url(1), url(2)], true);
  const SERRA = album(2, 'Serra', [url(3)]);

  it('should skip an album with the same id and content, main flag aside', () => {
    const result = plan([PRAIA, SERRA], [{ ...PRAIA, isMain: false }, album(3, 'Rio')]);
    expect(result.skipped).toEqual([{ title: 'Praia', position: 1, reason: SKIP_REASONS.alreadyPresent }]);
    expect(result.added).toEqual([album(3, 'Rio')]);
  });

  it('should skip an album with the same title (as the uniqueness rule compares it) and content under another id', () => {
    const result = plan([PRAIA], [album(77, ' PRAIA ', [url(1), url(2)])]);
    expect(result.added).toEqual([]);
    expect(result.skipped).toEqual([{ title: 'PRAIA', position: 1, reason: SKIP_REASONS.alreadyPresent }]);
  });

  it('should keep both when an id is taken by different content: a fresh id, and a free title if the title is taken', () => {
    const result = plan([PRAIA, SERRA], [album(1, 'Praia', [url(9)]), album(2, 'Férias')]);
    expect(result.added).toEqual([album(3, 'Praia (2)', [url(9)]), album(4, 'Férias')]);
    expect(result.renamed).toEqual([{ from: 'Praia', to: 'Praia (2)' }]);
    expect(result.skipped).toEqual([]);
  });

  it('should give a taken title a free number within 12 characters', () => {
    const existing = [album(1, 'Férias'), album(2, 'Férias (2)'), album(3, 'Fotografias!')];
    const result = plan(existing, [album(10, 'férias', [url(1)]), album(11, 'Férias (2)', [url(2)]), album(12, 'Fotografias!', [url(3)])]);
    expect(result.added.map((a) => a.title)).toEqual(['férias (3)', 'Férias (4)', 'Fotograf (2)']);
    for (const a of result.added) expect(countCodePoints(a.title)).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('should treat the file’s own repeats like albums already there', () => {
    const result = plan([], [album(1, 'Praia', [url(1)]), album(1, 'Praia', [url(1)]), album(1, 'Praia', [url(2)])]);
    expect(result.added).toEqual([album(1, 'Praia', [url(1)]), album(2, 'Praia (2)', [url(2)])]);
    expect(result.skipped).toEqual([{ title: 'Praia', position: 2, reason: SKIP_REASONS.alreadyPresent }]);
  });

  it('should never hand out an id that a later album of the file keeps', () => {
    const result = plan([album(1, 'A')], [{ title: 'Sem id', images: [] }, album(1, 'B'), album(2, 'C'), album(3, 'D')]);
    expect(result.added.map((a) => [a.id, a.title])).toEqual([
      [4, 'Sem id'],
      [5, 'B'],
      [2, 'C'],
      [3, 'D'],
    ]);
  });

  it('should give a fresh id for ids that are not safe integers', () => {
    const result = plan([album(7, 'A')], [{ id: 1.5, title: 'B', images: [] }, { id: '8', title: 'C', images: [] }, { id: 2 ** 53, title: 'D', images: [] }]);
    expect(result.added.map((a) => a.id)).toEqual([8, 9, 10]);
  });
});

describe('importSummary', () => {
  it('should say what was added and skipped, and why', () => {
    const result = plan([album(1, 'Praia', [url(1)])], [album(2, 'Serra'), album(3, 'Rio'), album(1, 'Praia', [url(1)])]);
    expect(importSummary(result)).toBe('2 álbuns importados; 1 ignorado: “Praia” já existe.');
  });

  it('should name untitled entries by position, renames, and count what it does not list', () => {
    const file = [
      album(1, 'Praia', [url(1)]),
      'lixo',
      album(3, 'Nove', Array.from({ length: 9 }, (_, i) => url(i))),
      ...Array.from({ length: 5 }, (_, i) => album(10 + i, 'Script', ['javascript:alert(1)'])),
    ];
    const result = plan([album(1, 'Praia', [url(2)])], file);
    expect(importSummary(result)).toBe(
      '1 álbum importado; 7 ignorados: o item 2 não é um álbum, “Nove” tem 9 imagens (o limite é 7), ' +
        '“Script” tem uma imagem que não é aceita (a 1ª), “Script” tem uma imagem que não é aceita (a 1ª), ' +
        '“Script” tem uma imagem que não é aceita (a 1ª) e mais 2. ' +
        '“Praia” foi importado como “Praia (2)”, pois já havia um álbum com esse título.',
    );
    expect(importSummary(plan([], [album(1, 'A'), album(1, 'A')]))).toBe('1 álbum importado; 1 ignorado: “A” já existe.');
    expect(importSummary(plan([album(1, 'A')], [album(1, 'A')]))).toBe('Nenhum álbum importado; 1 ignorado: “A” já existe.');
  });
});

// ---------------------------------------------------------------------------------------------- properties

// Small data URLs keep a hundred runs quick; the real files are checked above.
const IMAGES = [url(1), url(2), 'https://x.test/a.png?w=2', pngHeader(1, 1), pngHeader(640, 480), JPEG];
const titleArb = fc.string({ unit: fc.constantFrom('a', 'B', 'é', ' ', '(', '2', ')', '🏖'), minLength: 1, maxLength: TITLE_MAX });
const albumArb = fc.record({
  id: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(Number.MAX_SAFE_INTEGER)),
  title: titleArb,
  images: fc.array(fc.constantFrom(...IMAGES), { maxLength: MAX_IMAGES }),
  isMain: fc.boolean(),
});
/** A list as the app keeps it: unique ids and titles, a usable title. */
const storedListArb = fc
  .uniqueArray(albumArb, { selector: (a) => a.id, maxLength: 8 })
  .map((list) => {
    const seen = new Set<string>();
    return list.filter((a) => {
      const key = titleKey(a.title);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    }).map((a) => ({ ...a, title: a.title.trim() }));
  });

describe('planImport properties', () => {
  it('should bring back every exported album into an empty gallery, then find them all there on a second import', () => {
    fc.assert(
      fc.property(storedListArb, (albums) => {
        fc.pre(albums.length > 0);
        const text = exportText(albums, NOW);
        const first = plan([], text);
        expect(first.added).toEqual(albums.map((a) => ({ ...a, isMain: false })));
        const second = plan(first.added, text);
        expect(second.added).toEqual([]);
        expect(second.skipped.map((s) => s.reason)).toEqual(albums.map(() => SKIP_REASONS.alreadyPresent));
      }),
    );
  });

  it('should keep ids and titles unique, titles within 12 characters, and account for every entry', () => {
    fc.assert(
      fc.property(storedListArb, fc.array(fc.oneof(albumArb, fc.anything()), { maxLength: 12 }), (existing, file) => {
        const result = planImport(existing, JSON.stringify(file));
        if (!result.ok) return;
        const all = [...existing, ...result.added];
        expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
        expect(new Set(all.map((a) => titleKey(a.title))).size).toBe(all.length);
        for (const a of result.added) {
          expect(a.isMain).toBe(false);
          expect(a.title).toBe(a.title.trim());
          expect(countCodePoints(a.title)).toBeGreaterThan(0);
          expect(countCodePoints(a.title)).toBeLessThanOrEqual(TITLE_MAX);
          expect(a.images.length).toBeLessThanOrEqual(MAX_IMAGES);
          expect(Number.isSafeInteger(a.id)).toBe(true);
        }
        expect(result.added.length + result.skipped.length).toBe(file.length);
      }),
    );
  });

  it('should never throw, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const result = planImport([album(1, 'Praia')], text);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
