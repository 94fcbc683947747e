import type { ComponentType, ReactNode } from 'react';
import { LABELS } from '../messages';
import { OverlayButton } from './buttons';
import { NextIcon, PrevIcon } from './galleryIcons';

interface StepButtonsProps {
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Positions each button ('previous' or 'next' in `data-side`): the carousel and the viewers place them apart. */
  side: ComponentType<{ 'data-side': 'previous' | 'next'; children: ReactNode }>;
}

/** Spec §4: previous/next controls, shown only when there is more than one image. */
export function StepButtons({ count, onPrevious, onNext, side: Side }: StepButtonsProps) {
  if (count <= 1) return null;
  return (
    <>
      <Side data-side="previous">
        <OverlayButton type="button" aria-label={LABELS.previousImage} onClick={onPrevious}>
          <PrevIcon />
        </OverlayButton>
      </Side>
      <Side data-side="next">
        <OverlayButton type="button" aria-label={LABELS.nextImage} onClick={onNext}>
          <NextIcon />
        </OverlayButton>
      </Side>
    </>
  );
}
