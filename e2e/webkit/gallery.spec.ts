import {
  IMAGE_LIMIT,
  ONLY_IMAGES,
  TITLE_DUPLICATE,
  TITLE_REQUIRED,
  URL_PROMPT,
  confirmDeleteAlbum,
} from '../../src/features/gallery/messages';
import { darkTheme, lightTheme } from '../../src/theme/themes';
import { ALBUM_VIEWER_DIALOG, EDITOR_DIALOG, GALLERY, IMAGE_VIEWER_DIALOG, IMG, fixturePath } from '../galleryHelpers';
import { literal, roleXPath } from '../xpathQueries';
import { Key, button, css, expect, heading, test, text, xpath, type Tab } from './fixtures';

/**
 * The gallery in WebKit: an album made with an uploaded file and an image by URL (the prompt), the validations and
 * their alerts, the main album's carousel (dots, wrap, auto-advance), both full-screen viewers (native modal
 * <dialog>s), albums kept over a reload, delete with its confirmation (e2e/gallery.spec.ts is the full Chromium
 * suite). https://images.test/ is served by the fake-services proxy.
 */

// The tests are independent (each starts on fresh storage) and this file is the longest: spread over the workers.
test.describe.configure({ mode: 'parallel' });

const carousel = (title: string) => roleXPath('region', `Álbum principal: ${title}`);
const image = (alt: string, scope = '') => xpath(`${scope}//img[@alt=${literal(alt)}]`);
const CURRENT_DOT = css('[role="group"][aria-label="Escolha a imagem"] [aria-current="true"]');
const TITLE_INPUT = xpath(roleXPath('textbox', 'Título', EDITOR_DIALOG));
const MAIN_SWITCH = xpath(`${EDITOR_DIALOG}//input[@role="switch"]`);

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function openGallery(tab: Tab) {
  await tab.visit(GALLERY);
  await tab.expectText(css('h1'), 'Galeria');
}

/** Whether the image has loaded (decoded, with a size). */
const imageLoaded = (tab: Tab, target: ReturnType<typeof image>) =>
  tab.read(target, (elements) => elements[0] instanceof HTMLImageElement && elements[0].complete && elements[0].naturalWidth > 0, false);

const storedAlbums = (tab: Tab) =>
  tab.evaluate(() => (JSON.parse(localStorage.getItem('albums') ?? '[]') as Array<{ title: string; images: string[]; isMain: boolean }>).map((album) => ({
    title: album.title,
    images: album.images.map((src) => src.slice(0, 15)),
    isMain: album.isMain,
  })));

/** The alert shows `message`; it is accepted. */
async function expectAlert(tab: Tab, message: string) {
  expect(await tab.dialogText()).toBe(message);
  await tab.answerDialog({ accept: true });
}

async function createAlbum(tab: Tab, title: string) {
  await tab.click(button('Criar novo álbum'));
  await tab.expectVisible(xpath(EDITOR_DIALOG));
  await tab.type(TITLE_INPUT, title);
  await tab.click(button('Adicionar Novo Álbum', EDITOR_DIALOG));
  await tab.expectNone(xpath(EDITOR_DIALOG));
  await tab.expectVisible(button(title));
}

for (const theme of [darkTheme, lightTheme]) {
  test(`an album with an upload and a URL: validations, carousel, viewers, reload (${theme.name})`, async ({ tab }) => {
    tab.use({ storage: { theme: theme.name } });
    await openGallery(tab);
    await expect.poll(() => tab.styleOf(css('html'), 'background-color')).toBe(rgb(theme.colors.background));
    await tab.expectVisible(heading('Nenhum álbum principal'));

    await test.step('the editor: title required, an uploaded file, an image by URL after a refused one, main album', async () => {
      await tab.click(button('Criar novo álbum'));
      await tab.expectVisible(xpath(EDITOR_DIALOG));
      await tab.expectVisible(heading('Novo álbum', EDITOR_DIALOG));
      await tab.expectFocused(TITLE_INPUT);
      // spec §5: no title, no album.
      await tab.click(button('Adicionar Novo Álbum', EDITOR_DIALOG));
      await expectAlert(tab, TITLE_REQUIRED);
      await tab.expectVisible(xpath(EDITOR_DIALOG));
      await tab.type(TITLE_INPUT, 'Viagem');
      await (await tab.find(xpath(`${EDITOR_DIALOG}//input[@type="file"]`))).sendKeys(fixturePath('sunset.jpg'));
      await tab.expectVisible(button('Viagem – imagem 1 de 1', EDITOR_DIALOG));
      // spec §5: a URL that is not an image's is refused with an alert, and the prompt comes back.
      await tab.click(button('Adicionar por URL', EDITOR_DIALOG));
      expect(await tab.dialogText()).toBe(URL_PROMPT);
      await tab.answerDialog({ accept: true, text: 'https://images.test/notes.txt' });
      await expectAlert(tab, ONLY_IMAGES);
      expect(await tab.dialogText()).toBe(URL_PROMPT);
      await tab.answerDialog({ accept: true, text: IMG('forest.jpg') });
      await tab.expectVisible(button('Viagem – imagem 2 de 2', EDITOR_DIALOG));
      await tab.expectVisible(text('2 de 7', EDITOR_DIALOG));
      await tab.click(MAIN_SWITCH);
      await expect.poll(() => tab.read(MAIN_SWITCH, (elements) => (elements[0] as HTMLInputElement | undefined)?.checked ?? null, null)).toBe(true);
      await tab.click(button('Adicionar Novo Álbum', EDITOR_DIALOG));
      await tab.expectNone(xpath(EDITOR_DIALOG));
      await tab.expectFocused(button('Criar novo álbum'));
      await tab.expectVisible(button('Viagem'));
      await expect.poll(() => storedAlbums(tab)).toEqual([{ title: 'Viagem', images: ['data:image/jpeg', IMG('forest.jpg').slice(0, 15)], isMain: true }]);
    });

    await test.step('the carousel: dots, Next wraps from the last image to the first, both images load', async () => {
      // A dot is manual navigation, which stops the auto-advance (spec §4): from here only the test moves it.
      await tab.click(button('Imagem 1 de 2', carousel('Viagem')));
      await tab.expectAttribute(CURRENT_DOT, 'aria-label', 'Imagem 1 de 2');
      await expect.poll(() => imageLoaded(tab, image('Viagem – imagem 1 de 2', carousel('Viagem')))).toBe(true);
      await tab.click(button('Próxima imagem', carousel('Viagem')));
      await tab.expectAttribute(CURRENT_DOT, 'aria-label', 'Imagem 2 de 2');
      await expect.poll(() => imageLoaded(tab, image('Viagem – imagem 2 de 2', carousel('Viagem')))).toBe(true);
      await tab.click(button('Próxima imagem', carousel('Viagem')));
      await tab.expectAttribute(CURRENT_DOT, 'aria-label', 'Imagem 1 de 2');
      await tab.click(button('Imagem anterior', carousel('Viagem')));
      await tab.expectAttribute(CURRENT_DOT, 'aria-label', 'Imagem 2 de 2');
    });

    await test.step('the expanded album: arrow keys, Escape, focus back on the opener', async () => {
      await tab.click(button('Ampliar álbum'));
      await tab.expectVisible(image('Viagem – imagem 2 de 2', ALBUM_VIEWER_DIALOG));
      await tab.expectFocused(button('Fechar álbum ampliado', ALBUM_VIEWER_DIALOG));
      await tab.press(Key.ARROW_RIGHT);
      await tab.expectVisible(image('Viagem – imagem 1 de 2', ALBUM_VIEWER_DIALOG));
      await tab.press(Key.ESCAPE);
      await tab.expectNone(xpath(ALBUM_VIEWER_DIALOG));
      await tab.expectFocused(button('Ampliar álbum'));
    });

    await test.step('the expanded image while editing, over the editor', async () => {
      await tab.click(button('Viagem'));
      await tab.expectVisible(heading('Editar álbum', EDITOR_DIALOG));
      await tab.click(button('Viagem – imagem 2 de 2', EDITOR_DIALOG));
      await tab.expectVisible(image('Viagem – imagem 2 de 2', IMAGE_VIEWER_DIALOG));
      await expect.poll(() => imageLoaded(tab, image('Viagem – imagem 2 de 2', IMAGE_VIEWER_DIALOG))).toBe(true);
      await tab.click(button('Fechar imagem', IMAGE_VIEWER_DIALOG));
      await tab.expectNone(xpath(IMAGE_VIEWER_DIALOG));
      await tab.expectFocused(button('Viagem – imagem 2 de 2', EDITOR_DIALOG));
      await tab.click(button('Fechar editor sem salvar', EDITOR_DIALOG));
      await tab.expectNone(xpath(EDITOR_DIALOG));
    });

    await test.step('a reload keeps the album; the carousel advances by itself', async () => {
      await tab.reload();
      await tab.expectVisible(button('Viagem'));
      await tab.expectAttribute(CURRENT_DOT, 'aria-label', 'Imagem 1 de 2');
      // spec §4: left alone, the carousel moves on (the pointer is not over it after a reload).
      await expect.poll(() => tab.attributeOf(CURRENT_DOT, 'aria-label'), { timeout: 15_000 }).toBe('Imagem 2 de 2');
      await expect.poll(() => imageLoaded(tab, image('Viagem – imagem 2 de 2', carousel('Viagem')))).toBe(true);
    });
  });
}

test('a duplicate title is refused, two albums are kept over a reload, delete asks first', async ({ tab }) => {
  await openGallery(tab);
  await createAlbum(tab, 'Praia');
  await createAlbum(tab, 'Serra');

  await test.step('spec §5: a title already used is refused with its alert', async () => {
    await tab.click(button('Criar novo álbum'));
    await tab.type(TITLE_INPUT, 'Praia');
    await tab.click(button('Adicionar Novo Álbum', EDITOR_DIALOG));
    await expectAlert(tab, TITLE_DUPLICATE);
    await tab.expectVisible(xpath(EDITOR_DIALOG));
    await tab.click(button('Fechar editor sem salvar', EDITOR_DIALOG));
    await tab.expectNone(xpath(EDITOR_DIALOG));
  });

  await test.step('spec §5: the 8th image is refused', async () => {
    await tab.click(button('Serra'));
    await tab.expectVisible(heading('Editar álbum', EDITOR_DIALOG));
    const names = ['sunset.jpg', 'forest.jpg', 'dunes.jpg', 'night.jpg', 'ocean.jpg', 'mountains.png', 'lake.webp', 'animated.gif'];
    await (await tab.find(xpath(`${EDITOR_DIALOG}//input[@type="file"]`))).sendKeys(names.map(fixturePath).join('\n'));
    await expectAlert(tab, IMAGE_LIMIT);
    await tab.expectVisible(text('7 de 7', EDITOR_DIALOG));
    await tab.click(button('Salve alterações', EDITOR_DIALOG));
    await tab.expectNone(xpath(EDITOR_DIALOG));
  });

  await test.step('both albums are there after a reload', async () => {
    await tab.reload();
    for (const title of ['Praia', 'Serra']) await tab.expectVisible(button(title));
    await expect.poll(async () => (await storedAlbums(tab)).map((album) => [album.title, album.images.length])).toEqual([
      ['Praia', 0],
      ['Serra', 7],
    ]);
  });

  await test.step('delete: Cancel keeps the album, OK removes it', async () => {
    await tab.click(button('Praia'));
    await tab.click(button('Deletar Álbum', EDITOR_DIALOG));
    expect(await tab.dialogText()).toBe(confirmDeleteAlbum('Praia'));
    await tab.answerDialog({ accept: false });
    await tab.expectVisible(xpath(EDITOR_DIALOG));
    await tab.click(button('Deletar Álbum', EDITOR_DIALOG));
    expect(await tab.dialogText()).toBe(confirmDeleteAlbum('Praia'));
    await tab.answerDialog({ accept: true });
    await tab.expectNone(xpath(EDITOR_DIALOG));
    await tab.expectNone(button('Praia'));
    await expect.poll(async () => (await storedAlbums(tab)).map((album) => album.title)).toEqual(['Serra']);
    await tab.reload();
    await tab.expectVisible(button('Serra'));
    expect(await tab.countOf(button('Praia'))).toBe(0);
  });
});

test('two tabs never lose each other’s albums', async ({ tab, openTab }) => {
  await openGallery(tab);
  const other = await openTab();
  await openGallery(other);

  await tab.front();
  await createAlbum(tab, 'Praia');
  await other.front();
  await other.expectVisible(button('Praia'));
  // Both tabs add an album, one right after the other.
  await createAlbum(other, 'Serra');
  await tab.front();
  await createAlbum(tab, 'Campo');
  for (const page of [tab, other]) {
    await page.front();
    for (const title of ['Praia', 'Serra', 'Campo']) await page.expectVisible(button(title));
  }
  await expect.poll(async () => (await storedAlbums(tab)).map((album) => album.title).sort()).toEqual(['Campo', 'Praia', 'Serra']);

  // An edit and a deletion in one tab reach the other.
  await other.front();
  await other.click(button('Serra'));
  await other.click(MAIN_SWITCH);
  await other.click(button('Salve alterações', EDITOR_DIALOG));
  await other.expectNone(xpath(EDITOR_DIALOG));
  await other.click(button('Praia'));
  await other.click(button('Deletar Álbum', EDITOR_DIALOG));
  expect(await other.dialogText()).toBe(confirmDeleteAlbum('Praia'));
  await other.answerDialog({ accept: true });
  await tab.front();
  await tab.expectVisible(heading('Serra'));
  await tab.expectNone(button('Praia'));
  await expect.poll(async () => (await storedAlbums(tab)).map((album) => album.title).sort()).toEqual(['Campo', 'Serra']);
  expect(await tab.attributeOf(css('li[data-main="true"]'), 'data-main')).toBe('true');
});
