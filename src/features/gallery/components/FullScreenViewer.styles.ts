// Styles of the two full-screen viewers (spec §2 parts 4 and 5): a bar on top, the picture in the middle, arrows on
// the sides (below the picture on phones).
import styled from '@emotion/styled';
import { Overlay } from '@/components/Overlay';
import { stepSideStyles } from './StepButtons';

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
  /* Narrow phones: beside two 44 px buttons, "Imagem ampliada 1 / 3" lost its end at 320 px. The counter goes on
     a second line and a long word may break, so the whole title shows. */
  @media (max-width: 480px) {
    white-space: normal;
    overflow-wrap: anywhere;
    line-height: 1.25;
    span {
      display: block;
      margin-left: 0;
      font-size: 0.875rem;
    }
  }
`;

export const ViewerStage = styled.div`
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

export const ViewerFrame = styled.div`
  display: flex;
  width: 100%;
  height: 100%;
`;

export const ViewerSide = styled.div`
  ${stepSideStyles}
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
