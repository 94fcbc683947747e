import { css, type Theme } from '@emotion/react';

/** The gallery's alert look (a failed save, storage that cannot be used): danger border, a thick left edge, icon. */
export const alertPanelStyles = ({ theme }: { theme: Theme }) => css`
  display: flex;
  align-items: center;
  gap: 12px;
  border: 1px solid ${theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  > svg {
    flex: none;
    color: ${theme.colors.danger};
  }
`;
