import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ActionButton, IconButton } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { countCodePoints } from '@/utils/codePoints';
import { MAX_IMAGES, TITLE_MAX } from '@/config/constants';
import { FILE_INPUT_ACCEPT, clampTitleEdit } from '../albumRules';
import {
  editorClosed,
  imageExpanded,
  selectDraft,
  selectExpandedImage,
  selectIsDraftChanged,
  titleChanged,
  type AlbumDraft,
} from '../editorSlice';
import { toggleMain } from '../albumOperations';
import { LABELS, UNTITLED, imageAlt, imageCountOfMax } from '../messages';
import { addDroppedUrl, addImageFiles, addImageFromPrompt, commitDraft, deleteDraftAlbum } from '../editorThunks';
import {
  Actions,
  ChangedDot,
  DropZone,
  EditorOverlay,
  Field,
  FileLabel,
  Footer,
  Header,
  HiddenFileInput,
  ImagesHeader,
  Panel,
  Status,
  SwitchRow,
  Thumb,
  Thumbs,
  TitleRow,
} from './AlbumEditor.styles';
import { GalleryImage } from './GalleryImage';
import { CloseIcon, LinkIcon, TrashIcon, UploadIcon } from './galleryIcons';
import { ImageViewer } from './ImageViewer';
import { useFileDrop } from './useFileDrop';

/** Where focus goes when the editor closes and the control that opened it is gone (e.g. its album was deleted). */
export type FocusTarget = () => HTMLElement | null | undefined;

/** The title input: the 12-character clamp (albumRules.clampTitleEdit) keeps the caret where the visitor typed. */
function TitleField({ title, inputRef }: { title: string; inputRef: RefObject<HTMLInputElement> }) {
  const dispatch = useAppDispatch();
  const ids = { title: useId(), counter: useId() };
  const caret = useRef<number | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const edit = clampTitleEdit(event.target.value, event.target.selectionStart);
    caret.current = edit.caret;
    dispatch(titleChanged(edit.title));
  };
  useLayoutEffect(() => {
    if (caret.current === null || !inputRef.current) return;
    inputRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <Field>
      <label htmlFor={ids.title}>{LABELS.titleLabel}</label>
      <TitleRow>
        <input
          ref={inputRef}
          id={ids.title}
          type="text"
          value={title}
          onChange={onChange}
          aria-describedby={ids.counter}
          autoComplete="off"
          spellCheck={false}
        />
        <span id={ids.counter}>
          {countCodePoints(title)}/{TITLE_MAX}
        </span>
      </TitleRow>
    </Field>
  );
}

interface ImagesSectionProps {
  draft: AlbumDraft;
  dragging: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/** Spec §2 part 3: the album's images as thumbnails (each opens the image viewer) and the ways to add more. */
function ImagesSection({ draft, dragging, busy, onFiles }: ImagesSectionProps) {
  const dispatch = useAppDispatch();
  const ids = { files: useId(), heading: useId() };
  const count = draft.images.length;
  const albumName = draft.title.trim() || UNTITLED;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    onFiles(files);
  };
  return (
    <Field as="section" aria-labelledby={ids.heading}>
      <ImagesHeader>
        <h3 id={ids.heading}>{LABELS.imagesHeading}</h3>
        <span>{imageCountOfMax(count, MAX_IMAGES)}</span>
      </ImagesHeader>
      {count > 0 && (
        <Thumbs>
          {draft.images.map((src, i) => (
            <li key={`${i}:${src.slice(-32)}`}>
              <Thumb type="button" data-thumb onClick={() => dispatch(imageExpanded(i))}>
                <GalleryImage src={src} alt={imageAlt(albumName, i + 1, count)} />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
      <DropZone data-dragging={dragging}>
        <UploadIcon aria-hidden="true" />
        <p>
          <strong>{dragging ? LABELS.dropNow : LABELS.dropHint}</strong>
          <br />
          <small>{LABELS.dropHintFormats}</small>
        </p>
        <Actions>
          <HiddenFileInput id={ids.files} type="file" accept={FILE_INPUT_ACCEPT} multiple onChange={onChange} />
          <FileLabel htmlFor={ids.files}>
            <UploadIcon />
            {LABELS.uploadFiles}
          </FileLabel>
          <ActionButton type="button" onClick={() => dispatch(addImageFromPrompt())}>
            <LinkIcon />
            {LABELS.addByUrl}
          </ActionButton>
        </Actions>
      </DropZone>
      <Status role="status">{busy ? LABELS.processing : ''}</Status>
    </Field>
  );
}

function EditorDialog({ draft, fallbackFocus }: { draft: AlbumDraft; fallbackFocus: FocusTarget }) {
  const dispatch = useAppDispatch();
  const changed = useAppSelector(selectIsDraftChanged);
  const expandedImage = useAppSelector(selectExpandedImage);
  const ids = { heading: useId(), main: useId(), changed: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(0);
  const isNew = draft.id === null;

  const runFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy((n) => n + 1);
    try {
      await dispatch(addImageFiles(files));
    } finally {
      setBusy((n) => n - 1);
    }
  };
  const { dragging, dropHandlers } = useFileDrop({
    onFiles: (files) => void runFiles(files),
    onUrl: (url) => void dispatch(addDroppedUrl(url)),
  });

  return (
    <EditorOverlay
      aria-labelledby={ids.heading}
      onDismiss={() => dispatch(editorClosed())}
      initialFocus={titleRef}
      fallbackFocus={fallbackFocus}
      onMouseDown={(event) => {
        // spec §4: a mouse press outside the panel saves and closes, unless a single image is expanded.
        if (event.target === event.currentTarget && event.button === 0 && expandedImage === null) {
          void dispatch(commitDraft('outside'));
        }
      }}
      // A file dropped beside the panel must not make the browser navigate away to it.
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
    >
      <Panel ref={panelRef} {...dropHandlers}>
        <Header>
          <h2 id={ids.heading}>{isNew ? LABELS.editorNewHeading : LABELS.editorEditHeading}</h2>
          <IconButton type="button" aria-label={LABELS.closeEditor} onClick={() => dispatch(editorClosed())}>
            <CloseIcon />
          </IconButton>
        </Header>

        <TitleField title={draft.title} inputRef={titleRef} />

        <SwitchRow>
          <input
            id={ids.main}
            type="checkbox"
            role="switch"
            checked={draft.isMain}
            onChange={(event) => dispatch(toggleMain({ albumId: draft.id, isMain: event.target.checked }))}
          />
          <label htmlFor={ids.main}>
            {LABELS.mainLabel}
            <small>{LABELS.mainHelp}</small>
          </label>
        </SwitchRow>

        <ImagesSection draft={draft} dragging={dragging} busy={busy > 0} onFiles={(files) => void runFiles(files)} />

        <Footer>
          {!isNew && (
            <ActionButton type="button" data-variant="danger" onClick={() => void dispatch(deleteDraftAlbum())}>
              <TrashIcon />
              {LABELS.deleteAlbum}
            </ActionButton>
          )}
          <ActionButton
            type="button"
            data-variant="primary"
            data-changed={changed}
            aria-describedby={changed ? ids.changed : undefined}
            onClick={() => void dispatch(commitDraft('button'))}
          >
            {changed && <ChangedDot aria-hidden="true" />}
            {isNew ? LABELS.addAlbum : LABELS.saveChanges}
          </ActionButton>
        </Footer>
        <VisuallyHidden id={ids.changed}>{changed ? LABELS.unsavedChanges : ''}</VisuallyHidden>

        {expandedImage !== null && (
          <ImageViewer
            draft={draft}
            index={expandedImage}
            fallbackFocus={() =>
              panelRef.current?.querySelector<HTMLElement>('[data-thumb]') ?? panelRef.current?.querySelector<HTMLElement>('input[type="file"]')
            }
          />
        )}
      </Panel>
    </EditorOverlay>
  );
}

/** Spec §2 part 3. `fallbackFocus`: where focus goes on closing when the opener is gone. */
export function AlbumEditor({ fallbackFocus }: { fallbackFocus: FocusTarget }) {
  const draft = useAppSelector(selectDraft);
  return draft ? <EditorDialog draft={draft} fallbackFocus={fallbackFocus} /> : null;
}
