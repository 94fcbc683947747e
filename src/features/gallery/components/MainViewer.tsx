import styled from '@emotion/styled';
import { useEffect, type FocusEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
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
import { LABELS, carouselLabel, dotLabel, imageAlt, imageCount, mainAlbumEmpty, position } from '../messages';
import { selectAutoAdvanceOn, selectCarouselIndex, selectMainAlbum } from '../selectors';
import type { Album } from '../types';
import { OverlayButton, IconButton } from './buttons';
import { GalleryImage } from './GalleryImage';
import { StepButtons } from './StepButtons';
import { ExpandIcon, ImagesIcon, PauseIcon, PlayIcon, StarIcon } from './galleryIcons';
import { useSwipe } from './useSwipe';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 480px) {
    padding: 12px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  min-width: 0;
`;

const Eyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.highlight};
    fill: currentColor;
  }
`;

const AlbumTitle = styled.h2`
  margin: 2px 0 0;
  font-size: 1.375rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: min(56vh, 520px);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  touch-action: pan-y;
  user-select: none;
  @media (max-width: 480px) {
    aspect-ratio: 4 / 3;
  }
`;

const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(28px) brightness(0.55) saturate(1.2);
  transform: scale(1.2);
  pointer-events: none;
`;

const Slide = styled.div`
  position: absolute;
  inset: 0;
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 0.45s ease,
    visibility 0s linear 0.45s;
  &[data-current='true'] {
    opacity: 1;
    visibility: visible;
    transition: opacity 0.45s ease;
  }
`;

const Side = styled.div`
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
    &[data-side='previous'] {
      left: 6px;
    }
    &[data-side='next'] {
      right: 6px;
    }
  }
`;

const Corner = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
  @media (max-width: 480px) {
    top: 6px;
    right: 6px;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Dots = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  justify-content: center;
  gap: 2px;
`;

const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 5px;
    background: ${({ theme }) => theme.colors.border};
    transition:
      width 0.2s ease,
      background-color 0.2s ease;
  }
  &:hover::before {
    background: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-current='true']::before {
    width: 22px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Position = styled.span`
  min-width: 44px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Hint = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 24px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  svg {
    width: 48px;
    height: 48px;
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
  }
  p {
    max-width: 44ch;
    margin: 0;
  }
`;

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
  const swipe = useSwipe(previous, next);

  // The auto-advance listener runs only while this carousel is on screen; each pause reason reaches it as an action.
  useEffect(() => {
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
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowRight') next();
        else if (event.key === 'ArrowLeft') previous();
      }}
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
      <Stage {...swipe}>
        <Backdrop key={current} src={current} alt="" aria-hidden="true" onError={(event) => (event.currentTarget.style.display = 'none')} />
        <div aria-live={autoAdvancing ? 'off' : 'polite'}>
          {album.images.map((src, i) => (
            <Slide key={`${i}:${src.slice(0, 64)}`} data-current={i === index} aria-hidden={i !== index}>
              <GalleryImage src={src} alt={imageAlt(album.title, i + 1, count)} fit="contain" />
            </Slide>
          ))}
          <VisuallyHidden>{dotLabel(index + 1, count)}</VisuallyHidden>
        </div>
        <StepButtons count={count} side={Side} onPrevious={previous} onNext={next} />
        <Corner>
          <OverlayButton type="button" aria-label={LABELS.expandAlbum} onClick={() => dispatch(albumExpanded())}>
            <ExpandIcon />
          </OverlayButton>
        </Corner>
      </Stage>
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
