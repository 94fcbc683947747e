// The editor's side effects: the dialogs of spec §4/§5, reading files, and which album operation a button runs.
import type { RootState } from '@/app/store';
import { addAlbum, deleteAlbum, saveAlbum } from './albumOperations';
import { canAddImage, checkImageUrl, validateTitle } from './albumRules';
import type { GalleryThunk } from './albumsListeners';
import { selectAlbums } from './albumsSlice';
import { editorClosed, imageRemoved, imagesAdded, selectDraft, selectEditorSession, selectIsDraftChanged } from './editorSlice';
import { checkFile, toImageSrc } from './imageFiles';
import { CONFIRM_DELETE_IMAGE, IMAGE_LIMIT, URL_PROMPT, confirmDeleteAlbum, fileUnreadable } from './messages';

/** `outside`: a mouse press outside the panel (spec §4), which saves, but just closes an unchanged draft. */
export type CommitReason = 'button' | 'outside';
export type CommitResult = 'saved' | 'added' | 'closed' | 'invalid' | 'none';

/** spec §4/§5: 'Salve alterações' or 'Adicionar Novo Álbum' once the title passes; else its alert, editor open. */
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
      dispatch(addAlbum({ title, images, isMain }));
      return 'added';
    }
    dispatch(saveAlbum({ id, title, images, isMain }));
    return 'saved';
  };
}

/** spec §4/§5: 'Deletar Álbum' asks with the album's title as listed, not the draft's. */
export function deleteDraftAlbum(): GalleryThunk<boolean> {
  return (dispatch, getState) => {
    const state = getState();
    const draft = selectDraft(state);
    if (!draft || draft.id === null) return false;
    const stored = selectAlbums(state).find((album) => album.id === draft.id);
    if (!window.confirm(confirmDeleteAlbum(stored?.title ?? draft.title))) return false;
    dispatch(deleteAlbum(draft.id));
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

/** Each distinct message once: a drop of several wrong files is one alert. */
function alertOnce(messages: readonly string[]) {
  for (const message of new Set(messages)) window.alert(message);
}

/** spec §5: files from the picker or a drop, checked and read one at a time (imageFiles.ts); how many were added. */
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
            // Again after the read: another batch may have filled the album, and spec §5's alert must be given.
            messages.push(IMAGE_LIMIT);
          } else {
            dispatch(imagesAdded({ session, images: [result.src] }));
            added += 1;
          }
        }
      } catch {
        // A failure is that file's message: the others still go in, and the promise never rejects.
        messages.push(fileUnreadable(file.name));
      }
    }
    alertOnce(messages);
    return added;
  };
}

/** spec §5: the URL prompt; a refused URL gets its alert and the prompt again, until Cancel. */
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
