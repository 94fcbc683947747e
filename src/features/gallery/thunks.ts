// The gallery's side effects (architecture convention 4): the browser dialogs of spec §4/§5 (alert, confirm,
// prompt), reading files, and the save rules that decide which event to dispatch. Part of the lazily loaded
// gallery chunk; the reducers they feed are in the store.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { canAddImage, checkImageUrl, validateTitle } from './albumRules';
import { selectAlbums } from './albumsSlice';
import { editorClosed, imageRemoved, imagesAdded, selectDraft, selectEditorSession, selectIsDraftChanged } from './editorSlice';
import { albumAdded, albumDeleted, albumSaved } from './galleryEvents';
import { checkFile, toImageSrc } from './imageFiles';
import { CONFIRM_DELETE_IMAGE, IMAGE_LIMIT, URL_PROMPT, confirmDeleteAlbum, fileUnreadable } from './messages';

type GalleryThunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * How the editor is being left: `button` is the save/add button; `outside` is a mouse press outside the panel
 * (spec §4: saves, but an unchanged draft just closes).
 */
export type CommitReason = 'button' | 'outside';
export type CommitResult = 'saved' | 'added' | 'closed' | 'invalid' | 'none';

/**
 * spec §4/§5: validates the draft's title (required, unique among the other albums) and saves it: 'Salve
 * alterações' into the existing album, 'Adicionar Novo Álbum' as a new one. While a rule fails the alert is shown
 * and the editor stays open.
 */
export function commitDraft(reason: CommitReason): GalleryThunk<CommitResult> {
  return (dispatch, getState) => {
    const state = getState();
    const draft = selectDraft(state);
    if (!draft) return 'none';
    if (reason === 'outside' && !selectIsDraftChanged(state)) {
      dispatch(editorClosed());
      return 'closed';
    }
    const problem = validateTitle(draft.title, selectAlbums(state), draft.id);
    if (problem) {
      window.alert(problem);
      return 'invalid';
    }
    const { id, title, images, isMain } = draft;
    if (id === null) {
      dispatch(albumAdded({ title, images, isMain }));
      return 'added';
    }
    dispatch(albumSaved({ id, title, images, isMain }));
    return 'saved';
  };
}

/** spec §4/§5: 'Deletar Álbum' asks "Tem certeza que deseja excluir {title}?" with the album's (stored) title. */
export function deleteDraftAlbum(): GalleryThunk<boolean> {
  return (dispatch, getState) => {
    const state = getState();
    const draft = selectDraft(state);
    if (!draft || draft.id === null) return false;
    const stored = selectAlbums(state).find((album) => album.id === draft.id);
    if (!window.confirm(confirmDeleteAlbum(stored?.title ?? draft.title))) return false;
    dispatch(albumDeleted(draft.id));
    return true;
  };
}

/** spec §4: 'Excluir' in the expanded image asks first, then removes the image (the draft becomes changed). */
export function deleteExpandedImage(index: number): GalleryThunk<boolean> {
  return (dispatch) => {
    if (!window.confirm(CONFIRM_DELETE_IMAGE)) return false;
    dispatch(imageRemoved(index));
    return true;
  };
}

const imageCount = (state: RootState): number => selectDraft(state)?.images.length ?? 0;

/** Each distinct message once, in the order first met: a drop of five wrong files is one alert, not five. */
function alertOnce(messages: readonly string[]) {
  for (const message of new Set(messages)) window.alert(message);
}

/**
 * spec §5: files from the picker (several at once) or a drop. Each is checked (name, 1.5 MiB, real image content,
 * pixel size from its header) and turned into a data URL (imageFiles.ts) one at a time; once the album holds 7 images the rest are refused
 * with 'Limite de images atingido' (one alert per batch). Returns how many images were added.
 */
export function addImageFiles(files: readonly File[]): GalleryThunk<Promise<number>> {
  return async (dispatch, getState) => {
    const session = selectEditorSession(getState());
    const messages: string[] = [];
    let added = 0;
    const stillEditing = () => selectEditorSession(getState()) === session && selectDraft(getState()) !== null;
    for (const file of files) {
      try {
        const check = await checkFile(file);
        // The editor was closed (or reopened on another album) meanwhile: nothing to add to.
        if (!stillEditing()) return added;
        if (!check.ok) {
          messages.push(check.message);
        } else if (!canAddImage(imageCount(getState()))) {
          messages.push(IMAGE_LIMIT);
        } else {
          const result = await toImageSrc(file, check.bytes, check.type);
          if (!result.ok) {
            messages.push(result.message);
          } else if (!stillEditing()) {
            return added;
          } else if (!canAddImage(imageCount(getState()))) {
            // Checked again after the file was read: another batch (a second drop, the URL prompt) may have filled
            // the album meanwhile, and the image must not be dropped without the spec's alert.
            messages.push(IMAGE_LIMIT);
          } else {
            // One at a time, so each picture appears as soon as it is ready.
            dispatch(imagesAdded({ session, images: [result.src] }));
            added += 1;
          }
        }
      } catch {
        // Whatever else goes wrong with one file ends in its own message; the other files still go in, and the
        // caller's promise never rejects (no unhandled rejection).
        messages.push(fileUnreadable(file.name));
      }
    }
    alertOnce(messages);
    return added;
  };
}

/**
 * spec §5: the URL prompt 'Insira a URL da imagem:'. A URL that is not an http(s) image URL (wrong extension,
 * `javascript:`, `data:`…) gets 'Somente imagens devem ser usadas.' and the prompt comes back; Cancel stops.
 */
export function addImageFromPrompt(): GalleryThunk<boolean> {
  return (dispatch, getState) => {
    if (!selectDraft(getState())) return false;
    if (!canAddImage(imageCount(getState()))) {
      window.alert(IMAGE_LIMIT);
      return false;
    }
    for (;;) {
      const answer = window.prompt(URL_PROMPT);
      if (answer === null) return false;
      const check = checkImageUrl(answer);
      if (check.ok) {
        dispatch(imagesAdded({ session: selectEditorSession(getState()), images: [check.url] }));
        return true;
      }
      window.alert(check.message);
    }
  };
}

/** A link or image dragged from another page: its URL is checked like a typed one (no re-prompt). */
export function addDroppedUrl(raw: string): GalleryThunk<boolean> {
  return (dispatch, getState) => {
    if (!selectDraft(getState())) return false;
    if (!canAddImage(imageCount(getState()))) {
      window.alert(IMAGE_LIMIT);
      return false;
    }
    const check = checkImageUrl(raw);
    if (!check.ok) {
      window.alert(check.message);
      return false;
    }
    dispatch(imagesAdded({ session: selectEditorSession(getState()), images: [check.url] }));
    return true;
  };
}
