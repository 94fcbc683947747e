import styled from '@emotion/styled';
import { useId, type KeyboardEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { nextIndex, prevIndex } from '../carouselRules';
import { imageCollapsed, imageExpanded, type AlbumDraft } from '../editorSlice';
import { LABELS, UNTITLED, imageAlt, position } from '../messages';
import { deleteExpandedImage } from '../thunks';
import { Button, OverlayButton } from './buttons';
import { GalleryImage } from './GalleryImage';
import { StepButtons } from './StepButtons';
import { CloseIcon, TrashIcon } from './galleryIcons';
import { Overlay } from './Overlay';
import { useSwipe } from './useSwipe';

/** Full-screen layout shared by the two viewers: a bar on top, the picture in the middle, arrows on the sides. */
export const ViewerOverlay = styled(Overlay)`
  &[open] {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
    /* One column no wider than the screen: a long title is cut with an ellipsis instead of widening the viewer. */
    grid-template-columns: minmax(0, 1fr);
  }
  color: #ffffff;
  /* A photo viewer: near-black in both themes, so pictures keep their colours (not a theme surface). */
  &::backdrop {
    background: rgba(6, 7, 9, 0.96);
  }
`;

export const ViewerBar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  @media (max-width: 480px) {
    padding: 8px;
  }
`;

export const ViewerTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  span {
    margin-left: 12px;
    color: rgba(255, 255, 255, 0.75);
    font-weight: 400;
    font-variant-numeric: tabular-nums;
  }
`;

const ViewerStage = styled.div`
  position: relative;
  min-height: 0;
  padding: 0 72px 24px;
  touch-action: pan-y;
  user-select: none;
  @media (max-width: 480px) {
    padding: 0 8px 72px;
  }
  img,
  [data-unavailable] {
    border-radius: 4px;
  }
  [data-unavailable] {
    max-width: 480px;
    max-height: 320px;
    margin: auto;
  }
`;

const ViewerFrame = styled.div`
  display: flex;
  width: 100%;
  height: 100%;
`;

const ViewerSide = styled.div`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  &[data-side='previous'] {
    left: 12px;
  }
  &[data-side='next'] {
    right: 12px;
  }
  @media (max-width: 480px) {
    top: auto;
    bottom: 12px;
    transform: none;
    &[data-side='previous'] {
      left: calc(50% - 60px);
    }
    &[data-side='next'] {
      right: calc(50% - 60px);
    }
  }
`;

const DeleteButton = styled(Button)`
  flex: none;
  &[data-variant='danger'] {
    border-color: rgba(255, 138, 128, 0.9);
    color: #ffb4ab;
    background: rgba(12, 14, 18, 0.62);
  }
  /* On a phone only the icon shows; the text stays as the button's name. */
  @media (max-width: 480px) {
    width: 44px;
    padding: 0;
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

interface ImageViewerProps {
  draft: AlbumDraft;
  index: number;
  /** Where focus goes if the image that opened the viewer is deleted. */
  fallbackFocus: () => HTMLElement | null | undefined;
}

/** Issue 5: in both overlays the arrow keys step through the images, when there is more than one. */
export function stepWithArrowKeys(count: number, previous: () => void, next: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
  };
}

interface ViewerImageStageProps {
  src: string;
  alt: string;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** The full-screen image of both overlays, with swipe and the previous/next controls. */
export function ViewerImageStage({ src, alt, count, onPrevious, onNext }: ViewerImageStageProps) {
  const swipe = useSwipe(onPrevious, onNext);
  return (
    <ViewerStage {...swipe}>
      <ViewerFrame>
        <GalleryImage key={src} src={src} alt={alt} fit="contain" />
      </ViewerFrame>
      <StepButtons count={count} side={ViewerSide} onPrevious={onPrevious} onNext={onNext} />
    </ViewerStage>
  );
}

/**
 * Spec §2 part 5, §4 "Expanded image": one image of the album being edited, with a close button and 'Excluir',
 * which asks 'Tem certeza que deseja excluir esta imagem?' and removes it (the editor then shows changes).
 */
export function ImageViewer({ draft, index, fallbackFocus }: ImageViewerProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const count = draft.images.length;
  const src = draft.images[index] ?? '';
  const close = () => dispatch(imageCollapsed());
  const show = (i: number) => dispatch(imageExpanded(i));
  const previous = () => show(prevIndex(index, count));
  const next = () => show(nextIndex(index, count));

  return (
    <ViewerOverlay
      aria-labelledby={titleId}
      onDismiss={close}
      fallbackFocus={fallbackFocus}
      onKeyDown={stepWithArrowKeys(count, previous, next)}
    >
      <ViewerBar>
        <ViewerTitle id={titleId}>
          {LABELS.expandedImage}
          <span>{position(index + 1, count)}</span>
        </ViewerTitle>
        <DeleteButton type="button" data-variant="danger" onClick={() => dispatch(deleteExpandedImage(index))}>
          <TrashIcon />
          <span>{LABELS.deleteImage}</span>
        </DeleteButton>
        <OverlayButton type="button" aria-label={LABELS.closeImage} onClick={close}>
          <CloseIcon />
        </OverlayButton>
      </ViewerBar>
      <ViewerImageStage
        src={src}
        alt={imageAlt(draft.title.trim() || UNTITLED, index + 1, count)}
        count={count}
        onPrevious={previous}
        onNext={next}
      />
    </ViewerOverlay>
  );
}
