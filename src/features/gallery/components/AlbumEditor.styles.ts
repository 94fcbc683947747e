// Styles of the album editor (spec §2 part 3): a centred panel over the page, its fields, the drop zone and a footer
// that stays in view.
import styled from '@emotion/styled';
import { actionButtonStyles } from '@/components/Button';
import { Overlay } from '@/components/Overlay';
import { visuallyHidden } from '@/components/VisuallyHidden';

export const EditorOverlay = styled(Overlay)`
  &[open] {
    display: grid;
    place-items: center;
  }
  padding: 12px;
  overflow: auto;
  &::backdrop {
    opacity: 0.7;
  }
`;

export const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 20px;
  width: min(640px, 100%);
  max-height: 100%;
  overflow: auto;
  padding: 20px 24px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 480px) {
    padding: 16px;
    gap: 16px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
  }
`;

export const TitleRow = styled.div`
  position: relative;
  input {
    width: 100%;
    min-height: 48px;
    padding: 0 64px 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1.0625rem;
  }
  input:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.accent};
  }
  span {
    position: absolute;
    top: 50%;
    right: 14px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
    pointer-events: none;
  }
`;

export const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  label {
    display: flex;
    flex-direction: column;
    flex: 1;
    font-weight: 600;
    cursor: pointer;
  }
  label small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 400;
  }
  /* A native checkbox drawn as a switch: keyboard, label and checked state come from the browser. */
  input {
    appearance: none;
    position: relative;
    flex: none;
    width: 48px;
    height: 28px;
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: 14px;
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
    transition:
      background-color 0.15s ease,
      border-color 0.15s ease;
  }
  input::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition:
      transform 0.15s ease,
      background-color 0.15s ease;
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }
  input:checked::before {
    transform: translateX(20px);
    background: ${({ theme }) => theme.colors.accentText};
  }
  /* A contrast theme drops the track's and the thumb's colours: both are drawn in system colours, the thumb in the
     text colour (off, at the left) and the track filled with the selection colour (on, thumb at the right). */
  @media (forced-colors: active) {
    input {
      border-color: ButtonText;
    }
    input::before {
      background: ButtonText;
    }
    input:checked {
      border-color: Highlight;
      background: Highlight;
    }
    input:checked::before {
      background: HighlightText;
    }
  }
`;

export const ImagesHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
`;

export const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: zoom-in;
  transition:
    transform 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    transform: scale(1.03);
  }
  [data-unavailable] {
    font-size: 0.75rem;
    svg {
      width: 20px;
      height: 20px;
    }
  }
`;

export const DropZone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 18px 16px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    font-size: 0.8125rem;
  }
  &[data-dragging='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  /* A contrast theme gives every border one colour and drops the tint: while a drag is over it, the frame turns
     solid in the selection colour. */
  @media (forced-colors: active) {
    &[data-dragging='true'] {
      border-style: solid;
      border-color: Highlight;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;

/** Hidden but focusable: its label, drawn as a button, shows the focus ring instead. */
export const HiddenFileInput = styled.input`
  ${visuallyHidden}
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const FileLabel = styled.label`
  ${actionButtonStyles}
`;

export const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  &:empty {
    min-height: 0;
  }
`;

/** Stays in view at the bottom of the panel while its content scrolls (a phone shows the save button at once). */
export const Footer = styled.div`
  position: sticky;
  bottom: -24px;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 -24px -24px;
  padding: 16px 24px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > :last-child {
    margin-left: auto;
  }
  @media (max-width: 480px) {
    bottom: -16px;
    margin: 0 -16px -16px;
    padding: 12px 16px 16px;
    flex-direction: column-reverse;
    align-items: stretch;
    > :last-child {
      margin-left: 0;
    }
  }
`;

export const ChangedDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
  /* A contrast theme forces every background that is not a system colour away: the dot takes the changed button's
     text colour by name. */
  @media (forced-colors: active) {
    background: HighlightText;
  }
`;
