import { useId, type MouseEvent, type ReactNode } from 'react';
import { OverlayButton } from '@/components/Button';
import { position } from '../messages';
import { ViewerBar, ViewerFrame, ViewerOverlay, ViewerSide, ViewerStage, ViewerTitle } from './FullScreenViewer.styles';
import { GalleryImage } from './GalleryImage';
import { CloseIcon } from './galleryIcons';
import { SteppingStage, stepWithArrowKeys } from './SteppingStage';

interface FullScreenViewerProps {
  /** The bar's heading, which names the dialog; the position (`2 / 5`) follows it. */
  title: ReactNode;
  index: number;
  count: number;
  src: string;
  alt: string;
  closeLabel: string;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** Buttons of the bar before the close button (the image viewer's 'Excluir'). */
  actions?: ReactNode;
  /** Where focus goes on closing when the opener is gone. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * The layout of both full-screen viewers (spec §2 parts 4 and 5): a modal over the page with a bar (title,
 * position, actions, close) and one picture, stepped by the arrow keys, a swipe or the previous/next buttons.
 */
export function FullScreenViewer(props: FullScreenViewerProps) {
  const { title, index, count, src, alt, closeLabel, onClose, onPrevious, onNext, actions, fallbackFocus, onClick } = props;
  const titleId = useId();
  return (
    <ViewerOverlay
      aria-labelledby={titleId}
      onDismiss={onClose}
      fallbackFocus={fallbackFocus}
      onClick={onClick}
      onKeyDown={stepWithArrowKeys(count, onPrevious, onNext)}
    >
      <ViewerBar>
        <ViewerTitle id={titleId}>
          {title}
          <span>{position(index + 1, count)}</span>
        </ViewerTitle>
        {actions}
        <OverlayButton type="button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </OverlayButton>
      </ViewerBar>
      <SteppingStage count={count} stage={ViewerStage} side={ViewerSide} onPrevious={onPrevious} onNext={onNext}>
        <ViewerFrame>
          <GalleryImage key={src} src={src} alt={alt} fit="contain" />
        </ViewerFrame>
      </SteppingStage>
    </ViewerOverlay>
  );
}
