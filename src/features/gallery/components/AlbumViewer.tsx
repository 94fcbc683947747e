import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { albumCollapsed, navigatedNext, navigatedPrevious, selectIsExpanded } from '../carouselSlice';
import { LABELS, imageAlt, position } from '../messages';
import { selectCarouselIndex, selectMainAlbum } from '../selectors';
import { OverlayButton } from './buttons';
import { GalleryImage } from './GalleryImage';
import { StepButtons } from './StepButtons';
import { CloseIcon } from './galleryIcons';
import { ViewerBar, ViewerFrame, ViewerOverlay, ViewerSide, ViewerStage, ViewerTitle } from './ImageViewer';
import { useSwipe } from './useSwipe';

/**
 * Spec §2 part 4, §4 "Expanded album": the main album full screen, with a close button and prev/next when it has
 * more than one image; a click outside the controls closes it. The carousel does not auto-advance meanwhile, and
 * its timer starts again from zero on closing.
 */
export function AlbumViewer() {
  const dispatch = useAppDispatch();
  const expanded = useAppSelector(selectIsExpanded);
  const album = useAppSelector(selectMainAlbum);
  const index = useAppSelector(selectCarouselIndex);
  const titleId = useId();
  const count = album?.images.length ?? 0;
  const open = expanded && count > 0;
  const close = () => dispatch(albumCollapsed());
  const next = () => dispatch(navigatedNext({ count }));
  const previous = () => dispatch(navigatedPrevious({ count }));
  const swipe = useSwipe(previous, next);

  // The album lost its images or its main flag meanwhile (e.g. in another tab): back to normal view.
  useEffect(() => {
    if (expanded && count === 0) dispatch(albumCollapsed());
  }, [dispatch, expanded, count]);

  if (!open || !album) return null;
  const src = album.images[index] ?? '';
  return (
    <ViewerOverlay
      aria-labelledby={titleId}
      onDismiss={close}
      onClick={(event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button')) close();
      }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowRight') next();
        else if (event.key === 'ArrowLeft') previous();
      }}
    >
      <ViewerBar>
        <ViewerTitle id={titleId}>
          {album.title}
          <span>{position(index + 1, count)}</span>
        </ViewerTitle>
        <OverlayButton type="button" aria-label={LABELS.closeExpandedAlbum} onClick={close}>
          <CloseIcon />
        </OverlayButton>
      </ViewerBar>
      <ViewerStage {...swipe}>
        <ViewerFrame>
          <GalleryImage key={src} src={src} alt={imageAlt(album.title, index + 1, count)} fit="contain" />
        </ViewerFrame>
        <StepButtons count={count} side={ViewerSide} onPrevious={previous} onNext={next} />
      </ViewerStage>
    </ViewerOverlay>
  );
}
