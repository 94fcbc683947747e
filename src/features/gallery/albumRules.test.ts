import fc from 'fast-check';
import { MAX_IMAGES, TITLE_MAX } from '@/config/constants';
import {
  FILE_INPUT_ACCEPT,
  REENCODE_MAX_SIDE,
  REENCODE_MIN_BYTES,
  canAddImage,
  clampTitleEdit,
  checkImageFile,
  checkImageUrl,
  checkPixelSize,
  clampTitle,
  displayImageSrc,
  hasImageExtension,
  imagesThatFit,
  isStorableImageSrc,
  shouldReencode,
  titleKey,
  validateTitle,
} from './albumRules';
import {
  IMAGE_TOO_LARGE,
  IMAGE_URL_HAS_CREDENTIALS,
  imageUrlTooLong,
  ONLY_IMAGES,
  TITLE_DUPLICATE,
  TITLE_REQUIRED,
} from './messages';
import type { Album } from './types';

const album = (id: number, title: string, extra: Partial<Album> = {}): Album => ({
  id,
  title,
  images: [],
  isMain: false,
  ...extra,
});

describe('albumRules', () => {
  describe('FILE_INPUT_ACCEPT', () => {
    it('should offer the file picker exactly the accepted extensions (spec §9)', () => {
      expect(FILE_INPUT_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.webp');
    });
  });

  describe('validateTitle', () => {
    const albums = [album(1, 'Praia'), album(2, 'Montanha')];

    it('should require a title', () => {
      expect(validateTitle('', albums, null)).toBe(TITLE_REQUIRED);
      expect(validateTitle('   \t ', albums, null)).toBe(TITLE_REQUIRED);
    });

    it('should accept a new, unique title', () => {
      expect(validateTitle('Cidade', albums, null)).toBeNull();
      expect(validateTitle('Cidade', [], null)).toBeNull();
    });

    it('should refuse a title already used by another album', () => {
      expect(validateTitle('Praia', albums, null)).toBe(TITLE_DUPLICATE);
      expect(validateTitle('Praia', albums, 2)).toBe(TITLE_DUPLICATE);
    });

    it('should compare titles trimmed and case-insensitively', () => {
      expect(validateTitle('  praia ', albums, null)).toBe(TITLE_DUPLICATE);
      expect(validateTitle('PRAIA', albums, null)).toBe(TITLE_DUPLICATE);
      expect(validateTitle('Praia', [album(3, ' PRAIA ')], null)).toBe(TITLE_DUPLICATE);
    });

    it('should treat composed and decomposed accents as the same title', () => {
      expect(validateTitle('Sa\u0303o Paulo', [album(3, 'São Paulo')], null)).toBe(TITLE_DUPLICATE);
      expect(validateTitle('ÁGUA', [album(3, 'água')], null)).toBe(TITLE_DUPLICATE);
    });

    it('should exclude the album being edited from the uniqueness check', () => {
      expect(validateTitle('Praia', albums, 1)).toBeNull();
      expect(validateTitle('praia', albums, 1)).toBeNull();
    });

    it('should still require a title when editing an existing album', () => {
      expect(validateTitle(' ', albums, 1)).toBe(TITLE_REQUIRED);
    });

    it('should give the same key to titles that differ only by case, spacing or normalisation', () => {
      expect(titleKey(' Árvore ')).toBe(titleKey('a\u0301rvore'));
    });
  });

  describe('clampTitle', () => {
    it('should keep titles of up to 12 characters', () => {
      expect(clampTitle('')).toBe('');
      expect(clampTitle('Praia')).toBe('Praia');
      expect(clampTitle('123456789012')).toBe('123456789012');
    });

    it('should cut longer titles to 12 characters', () => {
      expect(clampTitle('1234567890123')).toBe('123456789012');
    });

    it('should count code points, never splitting an emoji', () => {
      const emoji = '😀'.repeat(13);
      expect(emoji).toHaveLength(26);
      expect(clampTitle(emoji)).toBe('😀'.repeat(12));
      expect(clampTitle('Férias 2024 🏖')).toBe('Férias 2024 ');
      expect(clampTitle('🏖 Férias 2024')).toBe('🏖 Férias 202');
    });

    it('should not trim, so a space can be typed between words', () => {
      expect(clampTitle('Dia ')).toBe('Dia ');
    });

    it('should never produce more than 12 code points nor change short titles', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
          const out = clampTitle(s);
          expect(Array.from(out).length).toBeLessThanOrEqual(TITLE_MAX);
          expect(s.startsWith(out)).toBe(true);
          if (Array.from(s).length <= TITLE_MAX) expect(out).toBe(s);
        }),
      );
    });
  });

  describe('hasImageExtension', () => {
    it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.gif', 'a.webp', 'FOTO.JPG', 'x.Jpeg', 'my.photo.webp', 'foto#1.png'])(
      'should accept the file name %s',
      (name) => {
        expect(hasImageExtension(name)).toBe(true);
      },
    );

    it.each(['a.txt', 'a.svg', 'a.bmp', 'png', 'a.png.exe', 'apng', 'a.jpg.txt', ''])(
      'should refuse the file name %s',
      (name) => {
        expect(hasImageExtension(name)).toBe(false);
      },
    );

    it('should ignore surrounding spaces', () => {
      expect(hasImageExtension(' a.jpg ')).toBe(true);
    });

    it('should ignore the query string and the hash of a URL', () => {
      expect(hasImageExtension('https://x/a.PNG?w=200#x')).toBe(true);
      expect(hasImageExtension('https://x.com/p/a.webp?fit=crop&w=800')).toBe(true);
      expect(hasImageExtension('https://x.com/a.gif#frame')).toBe(true);
    });

    it('should not be fooled by an extension in the query string or hash', () => {
      expect(hasImageExtension('https://x.com/a.txt?f=.png')).toBe(false);
      expect(hasImageExtension('https://x.com/page#a.jpg')).toBe(false);
      expect(hasImageExtension('https://x.com/')).toBe(false);
    });
  });

  describe('checkImageUrl', () => {
    it('should accept https image URLs, and http ones on localhost and 127.0.0.1 only (config/imageSources)', () => {
      expect(checkImageUrl('https://example.com/a.jpg')).toEqual({ ok: true, url: 'https://example.com/a.jpg' });
      expect(checkImageUrl('https://example.com/b.GIF?x=1')).toEqual({ ok: true, url: 'https://example.com/b.GIF?x=1' });
      expect(checkImageUrl('http://localhost:8000/a.png')).toEqual({ ok: true, url: 'http://localhost:8000/a.png' });
      expect(checkImageUrl('http://127.0.0.1/a.png')).toEqual({ ok: true, url: 'http://127.0.0.1/a.png' });
      expect(checkImageUrl('https://[::1]:3000/a.png')).toEqual({ ok: true, url: 'https://[::1]:3000/a.png' });
    });

    it('should refuse a URL with a user name or password with its own message', () => {
      expect(checkImageUrl('https://user:secret@host.example/a.png')).toEqual({ ok: false, message: IMAGE_URL_HAS_CREDENTIALS });
      expect(checkImageUrl(' https://user@host.example/a.png ')).toEqual({ ok: false, message: IMAGE_URL_HAS_CREDENTIALS });
      expect(checkImageUrl('http://user:secret@localhost/a.png')).toEqual({ ok: false, message: IMAGE_URL_HAS_CREDENTIALS });
      // An @ in the path or the query is no user name.
      expect(checkImageUrl('https://host.example/@me/a.png?by=me@x')).toEqual({ ok: true, url: 'https://host.example/@me/a.png?by=me@x' });
    });

    it('should take up to 2 048 characters, and refuse longer ones with its own message', () => {
      const head = 'https://images.example/';
      const atCap = `${head}${'a'.repeat(2048 - head.length - 4)}.png`;
      expect(atCap).toHaveLength(2048);
      expect(checkImageUrl(atCap)).toEqual({ ok: true, url: atCap });
      expect(checkImageUrl(`  ${atCap}\n`)).toEqual({ ok: true, url: atCap });
      expect(checkImageUrl(`${head}a${atCap.slice(head.length)}`)).toEqual({ ok: false, message: imageUrlTooLong() });
      // Measured again once normalised: 700 spaces become 2 100 characters of %20.
      expect(checkImageUrl(`${head}${' '.repeat(700)}.png`)).toEqual({ ok: false, message: imageUrlTooLong() });
      // A 2 MB URL is refused before it is even parsed.
      expect(checkImageUrl(`${head}${'a'.repeat(2 * 1024 * 1024)}.png`)).toEqual({ ok: false, message: imageUrlTooLong() });
      expect(imageUrlTooLong()).toContain('2.048');
    });

    it('should trim the input and return the normalised URL', () => {
      expect(checkImageUrl('  https://Example.com/my photo.png \n')).toEqual({
        ok: true,
        url: 'https://example.com/my%20photo.png',
      });
    });

    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['not a URL', 'foto.jpg'],
      ['no scheme', 'www.example.com/a.jpg'],
      ['protocol-relative', '//example.com/a.jpg'],
      ['javascript', 'javascript:alert(1)//.png'],
      ['data URL', 'data:image/png;base64,AAAA.png'],
      ['file URL', 'file:///home/me/a.png'],
      ['ftp URL', 'ftp://example.com/a.png'],
      ['plain http URL of another site', 'http://example.com/b.GIF?x=1'],
      ['http URL of a host that only looks local', 'http://127.0.0.1.example.com/a.png'],
      ['http URL of another loopback address, which the policy cannot name', 'http://127.0.0.2/a.png'],
      ['http URL of the IPv6 loopback, which the policy cannot name', 'http://[::1]:3000/a.png'],
      ['http URL of a .localhost name', 'http://x.localhost/a.png'],
      ['blob URL', 'blob:https://example.com/0b1c.png'],
      ['non-image path', 'https://example.com/page.html'],
      ['extension only in query', 'https://example.com/img?format=.jpg'],
    ])('should refuse %s with ONLY_IMAGES', (_label, raw) => {
      expect(checkImageUrl(raw)).toEqual({ ok: false, message: ONLY_IMAGES });
    });
  });

  describe('checkPixelSize (hardening: images cannot exhaust memory)', () => {
    it('should accept up to 50 megapixels, and 4 for animated images', () => {
      expect(checkPixelSize({ width: 10_000, height: 5_000 }, false)).toEqual({ ok: true });
      expect(checkPixelSize({ width: 10_000, height: 5_001 }, false)).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
      expect(checkPixelSize({ width: 2_000, height: 2_000 }, true)).toEqual({ ok: true });
      expect(checkPixelSize({ width: 2_000, height: 2_001 }, true)).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    });

    it('should refuse a 20 000 × 20 000 px image', () => {
      expect(checkPixelSize({ width: 20_000, height: 20_000 }, false)).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    });

    it('should refuse an unreadable or empty size as not an image', () => {
      expect(checkPixelSize(null, false)).toEqual({ ok: false, message: ONLY_IMAGES });
      expect(checkPixelSize({ width: 0, height: 10 }, false)).toEqual({ ok: false, message: ONLY_IMAGES });
    });
  });

  describe('displayImageSrc', () => {
    it('should request a stored http image of another site as https', () => {
      expect(displayImageSrc('http://example.com/a.png?x=1')).toBe('https://example.com/a.png?x=1');
    });

    it('should request a stored http image of a local host the policy cannot name as https', () => {
      expect(displayImageSrc('http://127.0.0.2/a.png')).toBe('https://127.0.0.2/a.png');
      expect(displayImageSrc('http://[::1]:3000/a.png')).toBe('https://[::1]:3000/a.png');
      expect(displayImageSrc('http://x.localhost/a.png')).toBe('https://x.localhost/a.png');
    });

    it('should leave https, data and loopback URLs alone', () => {
      for (const src of ['https://example.com/a.png', 'data:image/png;base64,AAAA', 'http://localhost:8000/a.png', 'http://127.0.0.1/a.png']) {
        expect(displayImageSrc(src)).toBe(src);
      }
    });
  });

  describe('checkImageFile', () => {
    it('should accept an image within the size cap', () => {
      expect(checkImageFile({ name: 'a.png', size: 1000, type: 'image/png' })).toEqual({ ok: true });
    });

    it('should accept a file of exactly 1.5 MiB (spec §9: 1.5*1024*1024 bytes)', () => {
      expect(checkImageFile({ name: 'a.jpg', size: 1_572_864, type: 'image/jpeg' })).toEqual({ ok: true });
    });

    it('should refuse a file one byte over 1.5 MiB with IMAGE_TOO_LARGE', () => {
      expect(checkImageFile({ name: 'a.jpg', size: 1_572_865, type: 'image/jpeg' })).toEqual({
        ok: false,
        message: IMAGE_TOO_LARGE,
      });
    });

    it('should refuse a file whose size is not a number', () => {
      expect(checkImageFile({ name: 'a.jpg', size: Number.NaN, type: '' })).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    });

    it('should refuse a non-image name with ONLY_IMAGES', () => {
      expect(checkImageFile({ name: 'notes.txt', size: 10, type: 'text/plain' })).toEqual({ ok: false, message: ONLY_IMAGES });
      expect(checkImageFile({ name: 'logo.svg', size: 10, type: 'image/svg+xml' })).toEqual({ ok: false, message: ONLY_IMAGES });
    });

    it('should report ONLY_IMAGES first when a file is both the wrong kind and too large', () => {
      expect(checkImageFile({ name: 'movie.mp4', size: 15 * 1024 * 1024, type: 'video/mp4' })).toEqual({
        ok: false,
        message: ONLY_IMAGES,
      });
    });

    it('should refuse an image name whose MIME type is not an image', () => {
      expect(checkImageFile({ name: 'renamed.png', size: 10, type: 'text/plain' })).toEqual({ ok: false, message: ONLY_IMAGES });
    });

    it('should accept an image name with an empty or upper-case MIME type', () => {
      expect(checkImageFile({ name: 'a.webp', size: 10, type: '' })).toEqual({ ok: true });
      expect(checkImageFile({ name: 'a.JPEG', size: 10, type: 'IMAGE/JPEG' })).toEqual({ ok: true });
    });
  });

  describe('canAddImage', () => {
    it('should allow the 7th image and block the 8th (spec §5)', () => {
      expect(canAddImage(0)).toBe(true);
      expect(canAddImage(6)).toBe(true);
      expect(canAddImage(7)).toBe(false);
      expect(canAddImage(8)).toBe(false);
    });
  });

  describe('imagesThatFit', () => {
    it('should accept the whole batch when there is room', () => {
      expect(imagesThatFit(0, 3)).toEqual({ accepted: 3, rejected: 0 });
      expect(imagesThatFit(0, 7)).toEqual({ accepted: 7, rejected: 0 });
    });

    it('should accept only what fits', () => {
      expect(imagesThatFit(6, 1)).toEqual({ accepted: 1, rejected: 0 });
      expect(imagesThatFit(6, 3)).toEqual({ accepted: 1, rejected: 2 });
      expect(imagesThatFit(4, 5)).toEqual({ accepted: 3, rejected: 2 });
      expect(imagesThatFit(0, 10)).toEqual({ accepted: 7, rejected: 3 });
    });

    it('should accept nothing when the album is full or over full', () => {
      expect(imagesThatFit(7, 1)).toEqual({ accepted: 0, rejected: 1 });
      expect(imagesThatFit(9, 2)).toEqual({ accepted: 0, rejected: 2 });
    });

    it('should handle empty batches and nonsense counts', () => {
      expect(imagesThatFit(3, 0)).toEqual({ accepted: 0, rejected: 0 });
      expect(imagesThatFit(3, -2)).toEqual({ accepted: 0, rejected: 0 });
      expect(imagesThatFit(Number.NaN, 2)).toEqual({ accepted: 2, rejected: 0 });
    });

    it('should never let an album exceed 7 images and agree with canAddImage', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 20 }), (current, incoming) => {
          const { accepted, rejected } = imagesThatFit(current, incoming);
          expect(accepted + rejected).toBe(incoming);
          expect(accepted).toBeGreaterThanOrEqual(0);
          if (accepted > 0) expect(current + accepted).toBeLessThanOrEqual(MAX_IMAGES);
          let count = current;
          let added = 0;
          for (let k = 0; k < incoming; k += 1) {
            if (canAddImage(count)) {
              count += 1;
              added += 1;
            }
          }
          expect(accepted).toBe(added);
        }),
      );
    });
  });

  describe('isStorableImageSrc', () => {
    it.each([
      'https://example.com/a.jpg',
      'http://example.com/a',
      'HTTPS://EXAMPLE.COM/A.PNG',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/jpeg;base64,/9j/4AAQ',
      'DATA:IMAGE/GIF;base64,R0lGOD',
      'http://127.0.0.2/a.png',
      'http://localhost:8080/a.png',
      `https://example.com/${'a'.repeat(5000)}.png`,
    ])('should accept %s', (src) => {
      expect(isStorableImageSrc(src)).toBe(true);
    });

    it.each([
      ['javascript URL', 'javascript:alert(1)'],
      ['non-image data URL', 'data:text/html,<script>alert(1)</script>'],
      ['SVG data URL', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
      ['blob URL', 'blob:https://example.com/0b1c'],
      ['file URL', 'file:///a.png'],
      ['relative path', 'img/a.png'],
      ['leading space', ' https://example.com/a.png'],
      ['URL with a user name and password', 'https://user:secret@example.com/a.png'],
      ['http URL with a user name', 'http://user@localhost/a.png'],
      ['bare scheme', 'https://'],
      ['empty string', ''],
      ['number', 42],
      ['null', null],
      ['object', { src: 'https://example.com/a.png' }],
    ])('should refuse a %s', (_label, src) => {
      expect(isStorableImageSrc(src)).toBe(false);
    });
  });

  describe('shouldReencode', () => {
    const photo = { type: 'image/jpeg', size: 1_200_000, width: 4000, height: 3000, animated: false };

    it('should scale a large phone photo down to a 1600 px long side, keeping the aspect ratio', () => {
      expect(shouldReencode(photo)).toEqual({ reencode: true, targetWidth: 1600, targetHeight: 1200 });
    });

    it('should scale portrait images by their height', () => {
      expect(shouldReencode({ ...photo, width: 3024, height: 4032 })).toEqual({
        reencode: true,
        targetWidth: 1200,
        targetHeight: 1600,
      });
    });

    it('should scale down a wide image even when the file is small', () => {
      expect(shouldReencode({ ...photo, type: 'image/png', size: 50_000, width: 3200, height: 100 })).toEqual({
        reencode: true,
        targetWidth: 1600,
        targetHeight: 50,
      });
    });

    it('should never give a side of 0 px', () => {
      expect(shouldReencode({ ...photo, width: 10_000, height: 2 })).toEqual({
        reencode: true,
        targetWidth: 1600,
        targetHeight: 1,
      });
    });

    it('should re-encode at the same size a file heavier than 300 KiB', () => {
      expect(shouldReencode({ ...photo, size: REENCODE_MIN_BYTES + 1, width: 1600, height: 900 })).toEqual({
        reencode: true,
        targetWidth: 1600,
        targetHeight: 900,
      });
      expect(shouldReencode({ ...photo, type: 'image/webp', size: 800_000, width: 1200, height: 1200 }).reencode).toBe(true);
    });

    it('should keep a small file within 1600 px as it is', () => {
      expect(shouldReencode({ ...photo, size: REENCODE_MIN_BYTES, width: REENCODE_MAX_SIDE, height: 1000 })).toEqual({
        reencode: false,
        targetWidth: 1600,
        targetHeight: 1000,
      });
    });

    it('should keep animated images as they are, whatever their size', () => {
      expect(shouldReencode({ type: 'image/gif', size: 1_500_000, width: 2000, height: 2000, animated: true })).toEqual({
        reencode: false,
        targetWidth: 2000,
        targetHeight: 2000,
      });
      expect(shouldReencode({ type: 'image/webp', size: 900_000, width: 800, height: 600, animated: true }).reencode).toBe(false);
    });

    it('should re-encode a still GIF like any other image', () => {
      expect(shouldReencode({ type: 'image/gif', size: 1_000_000, width: 800, height: 600, animated: false }).reencode).toBe(true);
    });

    it('should keep a file whose dimensions are unknown', () => {
      expect(shouldReencode({ ...photo, width: 0, height: 0 })).toEqual({ reencode: false, targetWidth: 0, targetHeight: 0 });
      expect(shouldReencode({ ...photo, width: Number.NaN, height: 10 }).reencode).toBe(false);
    });

    it('should fit 7 maximal kept-as-is images in the 5 MB storage budget as data URLs', () => {
      const dataUrlChars = Math.ceil(REENCODE_MIN_BYTES / 3) * 4;
      expect(7 * dataUrlChars).toBeLessThan(5 * 1024 * 1024);
    });

    it('should always keep the target within 1600 px and the aspect ratio within rounding', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 12_000 }), fc.integer({ min: 1, max: 12_000 }), (width, height) => {
          const plan = shouldReencode({ type: 'image/jpeg', size: 1, width, height, animated: false });
          expect(Math.max(plan.targetWidth, plan.targetHeight)).toBeLessThanOrEqual(REENCODE_MAX_SIDE);
          expect(Math.min(plan.targetWidth, plan.targetHeight)).toBeGreaterThanOrEqual(1);
          if (plan.reencode) {
            expect(Math.max(plan.targetWidth, plan.targetHeight)).toBe(REENCODE_MAX_SIDE);
            const scale = REENCODE_MAX_SIDE / Math.max(width, height);
            expect(Math.abs(plan.targetWidth - width * scale)).toBeLessThanOrEqual(1);
            expect(Math.abs(plan.targetHeight - height * scale)).toBeLessThanOrEqual(1);
          } else {
            expect([plan.targetWidth, plan.targetHeight]).toEqual([width, height]);
          }
        }),
      );
    });
  });
});

describe('clampTitleEdit', () => {
  it('should leave a title of up to 12 characters and the caret alone', () => {
    expect(clampTitleEdit('Praia', 5)).toEqual({ title: 'Praia', caret: null });
    expect(clampTitleEdit('a'.repeat(12), 12)).toEqual({ title: 'a'.repeat(12), caret: null });
  });

  it('should drop what does not fit from the text just typed, before the caret', () => {
    // "Praia do Sul" is full; "XY" typed after "Praia" keeps neither letter.
    expect(clampTitleEdit('PraiaXY do Sul', 7)).toEqual({ title: 'Praia do Sul', caret: 5 });
    // A paste into a shorter title keeps what fits of the paste.
    expect(clampTitleEdit('Sol ABCDEFGHIJ', 14)).toEqual({ title: 'Sol ABCDEFGH', caret: 12 });
  });

  it('should never cut the text after the caret', () => {
    expect(clampTitleEdit('XXXXXXXXXXXXXab', 13)).toEqual({ title: 'XXXXXXXXXXab', caret: 10 });
  });

  it('should count an emoji as one character and never split it', () => {
    const result = clampTitleEdit('😀'.repeat(13), 26);
    expect(result.title).toBe('😀'.repeat(12));
    expect(result.caret).toBe(24);
  });

  it('should cut at the end when the caret is unknown', () => {
    expect(clampTitleEdit('abcdefghijklmn')).toEqual({ title: 'abcdefghijkl', caret: 12 });
  });

  it('should always give at most 12 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(40), (value, at) => {
        const caret = Math.min(at, value.length);
        expect(Array.from(clampTitleEdit(value, caret).title).length).toBeLessThanOrEqual(TITLE_MAX);
      }),
    );
  });
});
