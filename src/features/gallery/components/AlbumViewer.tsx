import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { albumCollapsed, navigatedNext, navigatedPrevious, selectIsExpanded } from '../carouselSlice';
import { LABELS, imageAlt, position } from '../messages';
import { selectCarouselIndex, selectMainAlbum } from '../selectors';
import { OverlayButton } from './buttons';
import { CloseIcon } from './galleryIcons';
import { ViewerBar, ViewerImageStage, ViewerOverlay, ViewerTitle, stepWithArrowKeys } from './ImageViewer';

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
      onKeyDown={stepWithArrowKeys(count, previous, next)}
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
      <ViewerImageStage
        src={src}
        alt={imageAlt(album.title, index + 1, count)}
        count={count}
        onPrevious={previous}
        onNext={next}
      />
    </ViewerOverlay>
  );
}
