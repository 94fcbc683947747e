// The app's buttons, from the theme tokens (never the theme name). Variants are data attributes or ARIA states, so
// no style-only prop reaches the DOM.
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

// A selected look in forced colours, from system colours only; `forced-color-adjust: none` just stops Chromium's
// backplate from hiding HighlightText on Highlight. Inherited, so children (the changed dot) follow.
const selectedInForcedColors = css`
  forced-color-adjust: none;
  border-color: Highlight;
  background: Highlight;
  color: HighlightText;
  box-shadow: none;
  &:focus-visible {
    outline-color: CanvasText;
  }
`;

/** The app's plain button, taller on phones for touch. */
export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  /* Not a pressed one: its label is in the accent's text colour, which the hover surface would hide. */
  &:hover:not(:disabled):not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  @media (max-width: 719px) {
    min-height: 44px;
  }
  /* Forced colours drop the accent: a pressed button takes the system's selection colours. */
  @media (forced-colors: active) {
    &[aria-pressed='true'] {
      ${selectedInForcedColors}
    }
  }
`;

export const PrimaryButton = styled(Button)`
  background: ${({ theme }) => theme.colors.accent};
  border-color: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accent};
    filter: brightness(1.08);
  }
`;

/** Shared by ActionButton and IconButton, and by labels drawn as buttons (a file input's label). */
export const actionButtonStyles = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease;
  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
  &:hover {
    border-color: ${theme.colors.accent};
  }
  &[data-variant='primary'] {
    background: ${theme.colors.accentSoft};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.text};
  }
  &[data-variant='primary'][data-changed='true'] {
    background: ${theme.colors.accent};
    color: ${theme.colors.accentText};
    box-shadow: 0 0 0 4px ${theme.colors.accentSoft};
  }
  &[data-variant='danger'] {
    background: transparent;
    border-color: ${theme.colors.danger};
    color: ${theme.colors.danger};
  }
  &[data-variant='danger']:hover {
    background: ${theme.colors.surfaceRaised};
  }
  /* Forced colours drop the accent and ring: the changed state (spec §4) takes the selection colours. */
  @media (forced-colors: active) {
    &[data-variant='primary'][data-changed='true'] {
      ${selectedInForcedColors}
    }
  }
`;

/** The larger button of dialogs and cards (the gallery editor's actions). */
export const ActionButton = styled.button`
  ${actionButtonStyles}
`;

/** Square icon-only button; its name comes from aria-label. */
export const IconButton = styled.button`
  ${actionButtonStyles}
  width: 44px;
  padding: 0;
  flex: none;
`;

/** Sits on photos, not a theme surface: a dark scrim in both themes, focus ring doubled with white. */
export const OverlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 50%;
  background: rgba(12, 14, 18, 0.62);
  color: #ffffff;
  cursor: pointer;
  backdrop-filter: blur(4px);
  transition:
    background-color 0.15s ease,
    transform 0.15s ease;
  svg {
    width: 24px;
    height: 24px;
  }
  &:hover {
    background: rgba(12, 14, 18, 0.82);
  }
  &:active {
    transform: scale(0.94);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px #ffffff;
  }
  /* Smaller on phones so the arrows cover less of the photo, but still a touch target (WCAG 2.5.5). */
  @media (max-width: 480px) {
    width: 44px;
    height: 44px;
  }
`;
