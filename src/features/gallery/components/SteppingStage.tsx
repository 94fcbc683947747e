import type { JSXElementConstructor, KeyboardEvent, PointerEventHandler, ReactNode } from 'react';
import { useSwipe } from '@/hooks/useSwipe';
import { StepButtons, type StepSide } from './StepButtons';

/** → next, ← previous in the carousel and both viewers (DECISIONS, **Gallery**: an arrow key is manual navigation). */
export function stepWithArrowKeys(count: number, previous: () => void, next: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
  };
}

type SwipeTarget = JSXElementConstructor<{
  onPointerDown: PointerEventHandler;
  onPointerUp: PointerEventHandler;
  onPointerCancel: PointerEventHandler;
  children: ReactNode;
}>;

interface SteppingStageProps {
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  /** The picture area (it needs `touch-action: pan-y` for the swipe). */
  stage: SwipeTarget;
  side: StepSide;
  children: ReactNode;
  /** Controls after the step buttons in tab order (the carousel's expand button). */
  after?: ReactNode;
}

/** Spec §4: the picture area of the carousel and of both viewers: a swipe or a step button shows another image. */
export function SteppingStage({ count, onPrevious, onNext, stage: Stage, side, children, after }: SteppingStageProps) {
  const swipe = useSwipe(onPrevious, onNext);
  return (
    <Stage {...swipe}>
      {children}
      <StepButtons count={count} side={side} onPrevious={onPrevious} onNext={onNext} />
      {after}
    </Stage>
  );
}
