// Every pt-BR text of the gallery. The alerts are quoted from spec §5 and §8: keep them byte-exact.
import { IMAGE_URL_MAX_LENGTH } from '@/config/constants';
import type { AlbumNotice } from './types';

/** spec §5: title required. */
export const TITLE_REQUIRED = 'Adicione um título para o álbum';
/** spec §5: title unique among the other albums. */
export const TITLE_DUPLICATE = 'Já foi criado um álbum com este mesmo nome.';
/** spec §5: name or URL must end in jpg, jpeg, png, gif or webp. */
export const ONLY_IMAGES = 'Somente imagens devem ser usadas.';
/** spec §5: files over the size cap are skipped. */
export const IMAGE_TOO_LARGE = 'A imagem é muito grande e não será adicionada.';
/** spec §5: the 8th image is refused. "images" (sic) is the spec's own spelling: do not "fix" it. */
export const IMAGE_LIMIT = 'Limite de images atingido';
/** Not in the spec: the browser would not load such a URL, and the password would be stored in plain text. */
export const IMAGE_URL_HAS_CREDENTIALS =
  'URLs com usuário ou senha não são aceitas: a senha ficaria salva no navegador e a imagem não seria exibida. Use o endereço público da imagem.';
/** Not in the spec. A function: its pt-BR number loads locale data (DECISIONS, **No locale data at module load**). */
export const imageUrlTooLong = (): string =>
  `A URL da imagem é longa demais: use um endereço de até ${IMAGE_URL_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`;
/** spec §5: the URL prompt. */
export const URL_PROMPT = 'Insira a URL da imagem:';
/** spec §4: confirmation before removing one image in the expanded-image overlay. */
export const CONFIRM_DELETE_IMAGE = 'Tem certeza que deseja excluir esta imagem?';
/** Shown instead of an image that failed to load, so that a dead URL leaves no empty frame. */
export const IMAGE_UNAVAILABLE = 'Imagem indisponível';
/** spec §8 only logs a failed write; the visitor is told too, or an album would vanish on reload without a word. */
export const SAVE_FAILED =
  'Não foi possível salvar o álbum no navegador. Ele ficará disponível apenas nesta aba até a página ser recarregada.';

/** Storage cannot be used at all: spec §8 only logs it, but the albums would vanish with the tab without a word. */
export const STORAGE_UNAVAILABLE =
  'Este navegador não está permitindo salvar dados deste site: os álbuns ficam apenas nesta aba e serão perdidos quando ela for fechada.';

export const fileUnreadable = (name: string): string => `Não foi possível ler o arquivo “${name}”. Ele não será adicionado.`;

/** spec §5: album delete confirmation, with the album's own title. */
export const confirmDeleteAlbum = (title: string): string => `Tem certeza que deseja excluir ${title}?`;

export const imageAlt = (title: string, index: number, total: number): string =>
  `${title} – imagem ${index} de ${total}`;

// The screen's labels (spec §2); of them, spec §4 quotes only the editor's button texts.

export const LABELS = {
  albumsHeading: 'Álbuns',
  newAlbum: 'Criar novo álbum',
  newAlbumShort: 'Novo álbum',
  mainBadge: 'Principal',
  noMainTitle: 'Nenhum álbum principal',
  noMainHint: 'Crie um álbum com o botão + e marque “Álbum principal” para ver as fotos dele aqui.',
  noAlbumsYet: 'Você ainda não criou nenhum álbum.',
  carousel: 'carrossel',
  slide: 'imagem',
  previousImage: 'Imagem anterior',
  nextImage: 'Próxima imagem',
  pause: 'Pausar apresentação',
  play: 'Retomar apresentação',
  expandAlbum: 'Ampliar álbum',
  closeExpandedAlbum: 'Fechar álbum ampliado',
  chooseImage: 'Escolha a imagem',
  editorNewHeading: 'Novo álbum',
  editorEditHeading: 'Editar álbum',
  closeEditor: 'Fechar editor sem salvar',
  titleLabel: 'Título',
  mainLabel: 'Álbum principal',
  mainHelp: 'As imagens do álbum principal aparecem no topo da galeria.',
  imagesHeading: 'Imagens',
  uploadFiles: 'Enviar arquivos',
  addByUrl: 'Adicionar por URL',
  dropHint: 'Arraste imagens para cá',
  dropHintFormats: 'JPG, PNG, GIF ou WebP, até 1,5 MB cada',
  dropNow: 'Solte as imagens para adicioná-las',
  processing: 'Processando imagens…',
  saveChanges: 'Salve alterações',
  addAlbum: 'Adicionar Novo Álbum',
  deleteAlbum: 'Deletar Álbum',
  unsavedChanges: 'Há alterações não salvas.',
  expandedImage: 'Imagem ampliada',
  closeImage: 'Fechar imagem',
  deleteImage: 'Excluir',
  dismiss: 'Fechar aviso',
} as const;

export const carouselLabel = (title: string): string => `Álbum principal: ${title}`;
export const mainAlbumEmpty = (title: string): string => `O álbum principal “${title}” ainda não tem imagens.`;
export const imageCount = (count: number): string => (count === 1 ? '1 imagem' : `${count} imagens`);
export const imageCountOfMax = (count: number, max: number): string => `${count} de ${max}`;
export const position = (index: number, total: number): string => `${index} / ${total}`;
export const dotLabel = (index: number, total: number): string => `Imagem ${index} de ${total}`;
export const UNTITLED = 'Álbum sem título';

/** A tab never saves over albums a newer version of the app wrote (albumsStorage, `albums.format`). */
export const NEWER_FORMAT =
  'Os álbuns foram salvos por uma versão mais nova do app. Recarregue a página para usá-la: até lá, as alterações feitas nesta aba não serão salvas.';
export const BACKUP_MADE =
  'Alguns dados da galeria salvos neste navegador não puderam ser lidos por inteiro. Antes de salvar, uma cópia do original foi guardada: você pode baixá-la.';
export const STORAGE_LABELS = {
  reload: 'Recarregar',
  downloadBackup: 'Baixar cópia',
  dismissNotices: 'Fechar avisos',
} as const;

export const backupFileName = (key: string): string => `${key}.json`;

export function albumNotice({ kind, title }: AlbumNotice): string {
  switch (kind) {
    case 'deletedElsewhere':
      return `O álbum “${title}” foi excluído em outra aba.`;
    case 'changedElsewhere':
      return `O álbum “${title}” foi alterado em outra aba.`;
    case 'restored':
      return `O álbum “${title}” tinha sido excluído em outra aba; suas alterações o mantiveram.`;
    case 'overwrote':
      return `O álbum “${title}” tinha sido alterado em outra aba; suas alterações substituíram as de lá.`;
    case 'deleteKept':
      return `O álbum “${title}” foi alterado em outra aba e por isso não foi excluído. Confira e exclua de novo, se quiser.`;
  }
}

// "Exportar álbuns" / "Importar álbuns" (albumBackup.ts).

export const BACKUP_LABELS = {
  heading: 'Cópia de segurança',
  hint: 'Guarde todos os álbuns, com as imagens, em um arquivo, ou traga de volta os álbuns de um arquivo exportado.',
  exportAlbums: 'Exportar álbuns',
  importAlbums: 'Importar álbuns',
  nothingToExport: 'Ainda não há álbuns para exportar.',
  reading: 'Lendo o arquivo…',
} as const;

export const exportDone = (count: number, fileName: string): string =>
  `${count === 1 ? '1 álbum exportado' : `${count} álbuns exportados`} para o arquivo “${fileName}”.`;

export const importFileTooLarge = (maxMegabytes: number): string =>
  `O arquivo tem mais de ${maxMegabytes} MB e não foi aberto. Nada foi alterado.`;
export const importUnreadable = (name: string): string => `Não foi possível ler o arquivo “${name}”. Nada foi alterado.`;
export const IMPORT_NOT_JSON = 'O arquivo não é um backup de álbuns: o conteúdo não é JSON. Nada foi alterado.';
export const IMPORT_WRONG_SHAPE = 'O arquivo não é um backup de álbuns deste app. Nada foi alterado.';
export const IMPORT_NEWER_FORMAT =
  'Este backup foi criado por uma versão mais nova do app e não pode ser importado aqui. Nada foi alterado.';
export const IMPORT_EMPTY = 'O arquivo não tem nenhum álbum. Nada foi alterado.';

export const SKIP_REASONS = {
  notAnAlbum: 'não é um álbum',
  noTitle: 'não tem título',
  titleTooLong: 'tem um título com mais de 12 caracteres',
  noImageList: 'não tem uma lista de imagens',
  alreadyPresent: 'já existe',
} as const;
export const skipTooManyImages = (count: number, max: number): string => `tem ${count} imagens (o limite é ${max})`;
export const skipImageNotAccepted = (position: number): string => `tem uma imagem que não é aceita (a ${position}ª)`;
export const skipImageTooLarge = (position: number): string => `tem uma imagem grande demais (a ${position}ª)`;

/** Skipped albums named in the summary; the rest are counted. */
const NAMED_SKIPS = 5;

/** An entry without a usable title is named by its position. */
export function importSummary(result: {
  added: readonly unknown[];
  renamed: ReadonlyArray<{ from: string; to: string }>;
  skipped: ReadonlyArray<{ title: string | null; position: number; reason: string }>;
}): string {
  const { added, renamed, skipped } = result;
  let text =
    added.length === 0
      ? 'Nenhum álbum importado'
      : added.length === 1
        ? '1 álbum importado'
        : `${added.length} álbuns importados`;
  if (skipped.length > 0) {
    const named = skipped
      .slice(0, NAMED_SKIPS)
      .map((skip) => `${skip.title === null ? `o item ${skip.position}` : `“${skip.title}”`} ${skip.reason}`);
    if (skipped.length > NAMED_SKIPS) named.push(`mais ${skipped.length - NAMED_SKIPS}`);
    const list = new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(named);
    text += `; ${skipped.length === 1 ? '1 ignorado' : `${skipped.length} ignorados`}: ${list}`;
  }
  text += '.';
  for (const { from, to } of renamed.slice(0, NAMED_SKIPS)) {
    text += ` “${from}” foi importado como “${to}”, pois já havia um álbum com esse título.`;
  }
  const more = renamed.length - NAMED_SKIPS;
  if (more > 0) text += more === 1 ? ' Mais 1 recebeu um título novo.' : ` Mais ${more} receberam um título novo.`;
  return text;
}
