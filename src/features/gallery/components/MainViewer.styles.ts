// Styles of the main album's carousel (spec §2 part 1) and of the hint shown when there is nothing to show.
import styled from '@emotion/styled';
import { stepSideStyles } from './StepButtons';

export const Card = styled.section`
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

export const Header = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  min-width: 0;
`;

export const Eyebrow = styled.p`
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

export const AlbumTitle = styled.h2`
  margin: 2px 0 0;
  font-size: 1.375rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const Stage = styled.div`
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

export const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(28px) brightness(0.55) saturate(1.2);
  transform: scale(1.2);
  pointer-events: none;
`;

export const Slide = styled.div`
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

export const Side = styled.div`
  ${stepSideStyles}
  @media (max-width: 480px) {
    &[data-side='previous'] {
      left: 6px;
    }
    &[data-side='next'] {
      right: 6px;
    }
  }
`;

export const Corner = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
  @media (max-width: 480px) {
    top: 6px;
    right: 6px;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

export const Dots = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  justify-content: center;
  gap: 2px;
`;

export const Dot = styled.button`
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
  /* A contrast theme drops the dots' colours, which would leave invisible buttons: each dot is drawn in the button
     text colour, the current one long and in the selection colour. */
  @media (forced-colors: active) {
    &::before,
    &:hover::before {
      background: ButtonText;
    }
    &[aria-current='true']::before {
      background: Highlight;
    }
  }
`;

export const Position = styled.span`
  min-width: 44px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

export const Hint = styled.section`
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
