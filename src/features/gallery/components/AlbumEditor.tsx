import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { FILE_INPUT_ACCEPT, MAX_IMAGES, TITLE_MAX } from '../albumRules';
import {
  editorClosed,
  imageExpanded,
  selectDraft,
  selectExpandedImage,
  selectIsDraftChanged,
  titleChanged,
  type AlbumDraft,
} from '../editorSlice';
import { mainToggled } from '../galleryEvents';
import { LABELS, UNTITLED, imageAlt, imageCountOfMax } from '../messages';
import { addDroppedUrl, addImageFiles, addImageFromPrompt, commitDraft, deleteDraftAlbum } from '../thunks';
import { Button, IconButton, buttonBase } from './buttons';
import { GalleryImage } from './GalleryImage';
import { CloseIcon, LinkIcon, TrashIcon, UploadIcon } from './galleryIcons';
import { ImageViewer } from './ImageViewer';
import { Overlay } from './Overlay';

const EditorOverlay = styled(Overlay)`
  &[open] {
    display: grid;
    place-items: center;
  }
  padding: 12px;
  overflow: auto;
  &::backdrop {
    opacity: 0.7;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 20px;
  width: min(640px, 100%);
  max-height: 100%;
  overflow: auto;
  padding: 20px 24px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 480px) {
    padding: 16px;
    gap: 16px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
  }
`;

const TitleRow = styled.div`
  position: relative;
  input {
    width: 100%;
    min-height: 48px;
    padding: 0 64px 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1.0625rem;
  }
  input:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.accent};
  }
  span {
    position: absolute;
    top: 50%;
    right: 14px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
    pointer-events: none;
  }
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  label {
    display: flex;
    flex-direction: column;
    flex: 1;
    font-weight: 600;
    cursor: pointer;
  }
  label small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 400;
  }
  /* A native checkbox drawn as a switch: keyboard, label and checked state come from the browser. */
  input {
    appearance: none;
    position: relative;
    flex: none;
    width: 48px;
    height: 28px;
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: 14px;
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
    transition:
      background-color 0.15s ease,
      border-color 0.15s ease;
  }
  input::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition:
      transform 0.15s ease,
      background-color 0.15s ease;
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }
  input:checked::before {
    transform: translateX(20px);
    background: ${({ theme }) => theme.colors.accentText};
  }
`;

const ImagesHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: zoom-in;
  transition:
    transform 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    transform: scale(1.03);
  }
  [data-unavailable] {
    font-size: 0.75rem;
    svg {
      width: 20px;
      height: 20px;
    }
  }
`;

const DropZone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 18px 16px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    font-size: 0.8125rem;
  }
  &[data-dragging='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;

const HiddenFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  border: 0;
  white-space: nowrap;
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const FileLabel = styled.label`
  ${buttonBase}
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  &:empty {
    min-height: 0;
  }
`;

/** Stays in view at the bottom of the panel while its content scrolls (a phone shows the save button at once). */
const Footer = styled.div`
  position: sticky;
  bottom: -24px;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 -24px -24px;
  padding: 16px 24px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > :last-child {
    margin-left: auto;
  }
  @media (max-width: 480px) {
    bottom: -16px;
    margin: 0 -16px -16px;
    padding: 12px 16px 16px;
    flex-direction: column-reverse;
    align-items: stretch;
    > :last-child {
      margin-left: 0;
    }
  }
`;

const ChangedDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;

/** The first URL of a `text/uri-list` (a link or an image dragged from another page). */
function droppedUrl(data: DataTransfer): string | null {
  const list = data.getData('text/uri-list');
  const url = list
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return url ?? null;
}

function EditorDialog({ draft }: { draft: AlbumDraft }) {
  const dispatch = useAppDispatch();
  const changed = useAppSelector(selectIsDraftChanged);
  const expandedImage = useAppSelector(selectExpandedImage);
  const ids = { heading: useId(), title: useId(), counter: useId(), main: useId(), files: useId(), changed: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(0);
  const isNew = draft.id === null;
  const count = draft.images.length;
  const albumName = draft.title.trim() || UNTITLED;

  const runFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy((n) => n + 1);
    try {
      await dispatch(addImageFiles(files));
    } finally {
      setBusy((n) => n - 1);
    }
  };

  // Like maxLength, but counted in characters (an emoji is one): what does not fit is dropped from the text just
  // typed or pasted (before the caret), never from the rest of the title.
  const caret = useRef<number | null>(null);
  const onTitle = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const overflow = Array.from(value).length - TITLE_MAX;
    if (overflow <= 0) {
      dispatch(titleChanged(value));
      return;
    }
    const at = selectionStart ?? value.length;
    const before = Array.from(value.slice(0, at));
    const kept = before.slice(0, Math.max(0, before.length - overflow)).join('');
    caret.current = kept.length;
    dispatch(titleChanged(kept + value.slice(at)));
  };
  useLayoutEffect(() => {
    if (caret.current === null || !titleRef.current) return;
    titleRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void runFiles(files);
  };

  const isFileDrag = (event: DragEvent) => Array.from(event.dataTransfer.types).some((t) => t === 'Files' || t === 'text/uri-list');

  const dragHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!isFileDrag(event)) return;
      event.preventDefault();
      dragDepth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!isFileDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer.files);
      if (files.length > 0) {
        void runFiles(files);
        return;
      }
      const url = droppedUrl(event.dataTransfer);
      if (url) dispatch(addDroppedUrl(url));
    },
  };

  return (
    <EditorOverlay
      aria-labelledby={ids.heading}
      onDismiss={() => dispatch(editorClosed())}
      initialFocus={titleRef}
      fallbackFocus={() => document.querySelector<HTMLElement>('[data-new-album]')}
      onMouseDown={(event) => {
        // spec §4: a mouse press outside the panel saves and closes, unless a single image is expanded.
        if (event.target === event.currentTarget && event.button === 0 && expandedImage === null) {
          dispatch(commitDraft('outside'));
        }
      }}
      // A file dropped beside the panel must not make the browser navigate away to it.
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
    >
      <Panel ref={panelRef} {...dragHandlers}>
        <Header>
          <h2 id={ids.heading}>{isNew ? LABELS.editorNewHeading : LABELS.editorEditHeading}</h2>
          <IconButton type="button" aria-label={LABELS.closeEditor} onClick={() => dispatch(editorClosed())}>
            <CloseIcon />
          </IconButton>
        </Header>

        <Field>
          <label htmlFor={ids.title}>{LABELS.titleLabel}</label>
          <TitleRow>
            <input
              ref={titleRef}
              id={ids.title}
              type="text"
              value={draft.title}
              onChange={onTitle}
              aria-describedby={ids.counter}
              autoComplete="off"
              spellCheck={false}
            />
            <span id={ids.counter}>
              {Array.from(draft.title).length}/{TITLE_MAX}
            </span>
          </TitleRow>
        </Field>

        <SwitchRow>
          <input
            id={ids.main}
            type="checkbox"
            role="switch"
            checked={draft.isMain}
            onChange={(event) => dispatch(mainToggled({ albumId: draft.id, isMain: event.target.checked }))}
          />
          <label htmlFor={ids.main}>
            {LABELS.mainLabel}
            <small>{LABELS.mainHelp}</small>
          </label>
        </SwitchRow>

        <Field as="section" aria-labelledby={`${ids.files}-heading`}>
          <ImagesHeader>
            <h3 id={`${ids.files}-heading`}>{LABELS.imagesHeading}</h3>
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
              <HiddenFileInput id={ids.files} type="file" accept={FILE_INPUT_ACCEPT} multiple onChange={onFiles} />
              <FileLabel htmlFor={ids.files}>
                <UploadIcon />
                {LABELS.uploadFiles}
              </FileLabel>
              <Button type="button" onClick={() => dispatch(addImageFromPrompt())}>
                <LinkIcon />
                {LABELS.addByUrl}
              </Button>
            </Actions>
          </DropZone>
          <Status role="status">{busy > 0 ? LABELS.processing : ''}</Status>
        </Field>

        <Footer>
          {!isNew && (
            <Button type="button" data-variant="danger" onClick={() => dispatch(deleteDraftAlbum())}>
              <TrashIcon />
              {LABELS.deleteAlbum}
            </Button>
          )}
          <Button
            type="button"
            data-variant="primary"
            data-changed={changed}
            aria-describedby={changed ? ids.changed : undefined}
            onClick={() => dispatch(commitDraft('button'))}
          >
            {changed && <ChangedDot aria-hidden="true" />}
            {isNew ? LABELS.addAlbum : LABELS.saveChanges}
          </Button>
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

/** Spec §2 part 3: the album editor, open while a draft exists. */
export function AlbumEditor() {
  const draft = useAppSelector(selectDraft);
  return draft ? <EditorDialog draft={draft} /> : null;
}
