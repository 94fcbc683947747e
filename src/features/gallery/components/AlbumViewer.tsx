import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { albumCollapsed, navigatedNext, navigatedPrevious, selectIsExpanded } from '../carouselSlice';
import { LABELS, imageAlt } from '../messages';
import { selectCarouselIndex, selectMainAlbum } from '../selectors';
import { FullScreenViewer } from './FullScreenViewer';

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
  const count = album?.images.length ?? 0;
  const close = () => dispatch(albumCollapsed());

  // The album lost its images or its main flag meanwhile (e.g. in another tab): back to normal view.
  useEffect(() => {
    if (expanded && count === 0) dispatch(albumCollapsed());
  }, [dispatch, expanded, count]);

  if (!expanded || !album || count === 0) return null;
  return (
    <FullScreenViewer
      title={album.title}
      index={index}
      count={count}
      src={album.images[index] ?? ''}
      alt={imageAlt(album.title, index + 1, count)}
      closeLabel={LABELS.closeExpandedAlbum}
      onClose={close}
      onPrevious={() => dispatch(navigatedPrevious({ count }))}
      onNext={() => dispatch(navigatedNext({ count }))}
      onClick={(event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button')) close();
      }}
    />
  );
}
