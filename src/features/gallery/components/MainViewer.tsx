import { useEffect, type FocusEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { IconButton, OverlayButton } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import {
  albumExpanded,
  focusChanged,
  hoverChanged,
  navigatedNext,
  navigatedPrevious,
  navigatedTo,
  playToggled,
  reducedMotionChanged,
  selectIsPlaying,
  viewerStarted,
  viewerStopped,
  visibilityChanged,
} from '../carouselSlice';
import { carouselTimerAdded } from '../carouselListener';
import { LABELS, carouselLabel, dotLabel, imageAlt, imageCount, mainAlbumEmpty, position } from '../messages';
import { selectAutoAdvanceOn, selectCarouselIndex, selectMainAlbum } from '../selectors';
import type { Album } from '../types';
import { GalleryImage } from './GalleryImage';
import { ExpandIcon, ImagesIcon, PauseIcon, PlayIcon, StarIcon } from './galleryIcons';
import {
  AlbumTitle,
  Backdrop,
  Card,
  Controls,
  Corner,
  Dot,
  Dots,
  Eyebrow,
  Header,
  Hint,
  Muted,
  Position,
  Side,
  Slide,
  Stage,
} from './MainViewer.styles';
import { SteppingStage, stepWithArrowKeys } from './SteppingStage';

/** Keyboard focus (not a mouse click) inside the carousel holds the auto-advance back (WCAG 2.2.2). */
function isKeyboardFocus(element: EventTarget): boolean {
  try {
    return element instanceof Element && element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function Carousel({ album }: { album: Album }) {
  const dispatch = useAppDispatch();
  const index = useAppSelector(selectCarouselIndex);
  const playing = useAppSelector(selectIsPlaying);
  const autoAdvancing = useAppSelector(selectAutoAdvanceOn);
  const count = album.images.length;
  const current = album.images[index] ?? '';
  const next = () => dispatch(navigatedNext({ count }));
  const previous = () => dispatch(navigatedPrevious({ count }));

  // The auto-advance listener runs only while this carousel is on screen; each pause reason reaches it as an action.
  useEffect(() => {
    const removeTimer = dispatch(carouselTimerAdded());
    dispatch(viewerStarted());
    const onVisibility = () => dispatch(visibilityChanged({ hidden: document.visibilityState === 'hidden' }));
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const onMotion = () => dispatch(reducedMotionChanged(motion?.matches ?? false));
    onMotion();
    motion?.addEventListener('change', onMotion);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      motion?.removeEventListener('change', onMotion);
      dispatch(viewerStopped());
      removeTimer({ cancelActive: true });
    };
  }, [dispatch]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch(focusChanged(false));
  };

  return (
    <Card
      aria-roledescription={LABELS.carousel}
      aria-label={carouselLabel(album.title)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && dispatch(hoverChanged(true))}
      onPointerLeave={() => dispatch(hoverChanged(false))}
      onFocus={(event) => dispatch(focusChanged(isKeyboardFocus(event.target)))}
      onBlur={onBlur}
      onKeyDown={stepWithArrowKeys(count, previous, next)}
    >
      <Header>
        <div>
          <Eyebrow>
            <StarIcon />
            {LABELS.mainLabel}
          </Eyebrow>
          <AlbumTitle>{album.title}</AlbumTitle>
        </div>
        <Muted>{imageCount(count)}</Muted>
      </Header>
      <SteppingStage
        count={count}
        stage={Stage}
        side={Side}
        onPrevious={previous}
        onNext={next}
        after={
          <Corner>
            <OverlayButton type="button" aria-label={LABELS.expandAlbum} onClick={() => dispatch(albumExpanded())}>
              <ExpandIcon />
            </OverlayButton>
          </Corner>
        }
      >
        <Backdrop key={current} src={current} alt="" aria-hidden="true" onError={(event) => (event.currentTarget.style.display = 'none')} />
        <div aria-live={autoAdvancing ? 'off' : 'polite'}>
          {album.images.map((src, i) => (
            <Slide key={`${i}:${src.slice(0, 64)}`} data-current={i === index} aria-hidden={i !== index}>
              <GalleryImage src={src} alt={imageAlt(album.title, i + 1, count)} fit="contain" />
            </Slide>
          ))}
          <VisuallyHidden>{dotLabel(index + 1, count)}</VisuallyHidden>
        </div>
      </SteppingStage>
      {count > 1 && (
        <Controls>
          <IconButton type="button" aria-label={playing ? LABELS.pause : LABELS.play} onClick={() => dispatch(playToggled())}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <Dots role="group" aria-label={LABELS.chooseImage}>
            {album.images.map((src, i) => (
              <Dot
                key={`${i}:${src.slice(0, 64)}`}
                type="button"
                aria-label={dotLabel(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => dispatch(navigatedTo({ index: i, count }))}
              />
            ))}
          </Dots>
          <Position aria-hidden="true">{position(index + 1, count)}</Position>
        </Controls>
      )}
    </Card>
  );
}

/** Spec §2 part 1: the carousel of the main album, or a hint to create one with '+'. */
export function MainViewer() {
  const album = useAppSelector(selectMainAlbum);
  if (album && album.images.length > 0) return <Carousel album={album} />;
  return (
    <Hint aria-labelledby="gallery-main-hint">
      <ImagesIcon />
      <h2 id="gallery-main-hint">{album ? album.title : LABELS.noMainTitle}</h2>
      <p>{album ? mainAlbumEmpty(album.title) : LABELS.noMainHint}</p>
    </Hint>
  );
}
