// Every pt-BR text of the gallery, in one place (architecture convention 13: pt-BR only in UI text and
// messages.ts). The alert texts are quoted verbatim from spec §5 and §8: keep them byte-exact.

/** spec §5: title required. */
export const TITLE_REQUIRED = 'Adicione um título para o álbum';
/** spec §5: title unique among the other albums. */
export const TITLE_DUPLICATE = 'Já foi criado um álbum com este mesmo nome.';
/** spec §5: name or URL must end in jpg, jpeg, png, gif or webp. */
export const ONLY_IMAGES = 'Somente imagens devem ser usadas.';
/** spec §5: files over 1.5 MB are skipped. */
export const IMAGE_TOO_LARGE = 'A imagem é muito grande e não será adicionada.';
/** spec §5: the 8th image is refused. "images" (sic) is the spec's own spelling: do not "fix" it. */
export const IMAGE_LIMIT = 'Limite de images atingido';
/** spec §5: the URL prompt. */
export const URL_PROMPT = 'Insira a URL da imagem:';
/** spec §4: confirmation before removing one image in the expanded-image overlay. */
export const CONFIRM_DELETE_IMAGE = 'Tem certeza que deseja excluir esta imagem?';
/** Shown instead of an image that failed to load (a dead URL must not leave an empty frame). */
export const IMAGE_UNAVAILABLE = 'Imagem indisponível';
/**
 * spec §8 says storage write failures are only logged; a visitor whose album silently vanishes on
 * reload would lose work, so the UI also tells them (e.g. quota exceeded by large data URLs).
 */
export const SAVE_FAILED =
  'Não foi possível salvar o álbum no navegador. Ele ficará disponível apenas nesta aba até a página ser recarregada.';

/** spec §5: album delete confirmation, with the album's own title. */
export const confirmDeleteAlbum = (title: string): string => `Tem certeza que deseja excluir ${title}?`;

/**
 * Alternative text of one carousel image. `index` is 1-based (the visitor counts from 1), `total` is
 * the number of images in the album. Separator is an en dash (U+2013).
 */
export const imageAlt = (title: string, index: number, total: number): string =>
  `${title} – imagem ${index} de ${total}`;
