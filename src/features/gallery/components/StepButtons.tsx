import { css } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { LABELS } from '../messages';
import { OverlayButton } from '@/components/Button';
import { NextIcon, PrevIcon } from './galleryIcons';

/**
 * Where the step buttons sit on a stage: vertically centred, 12 px in from its left ('previous') and right ('next')
 * edges. The carousel and the viewers each add their own phone layout.
 */
export const stepSideStyles = css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  &[data-side='previous'] {
    left: 12px;
  }
  &[data-side='next'] {
    right: 12px;
  }
`;

/** Positions each button ('previous' or 'next' in `data-side`): the carousel and the viewers place them apart. */
export type StepSide = ComponentType<{ 'data-side': 'previous' | 'next'; children: ReactNode }>;

interface StepButtonsProps {
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  side: StepSide;
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
