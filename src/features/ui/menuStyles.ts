import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { visuallyHidden } from '@/components/VisuallyHidden';
import { MENU_LABEL_DELAY_MS } from '@/config/constants';

const reveal = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Spec §2: entry labels appear about 150 ms after opening and hide at once on collapse. A CSS animation delay does
 * it without a timer or a re-render; collapsed labels stay in the accessibility tree so icon-only entries keep names.
 * A menu first shown open shows its labels at once (`data-reveal-labels` is false until it has been collapsed), as
 * the prerendered first paint does.
 */
export const menuLabelStyles = css`
  white-space: nowrap;
  [data-open='true'][data-reveal-labels='true'] & {
    animation: ${reveal} 1ms linear ${MENU_LABEL_DELAY_MS}ms both;
  }
  [data-open='false'] & {
    ${visuallyHidden}
  }
`;

export const MenuLabel = styled.span(menuLabelStyles);

/** Shared look of the menu's links and buttons: 44 px targets, icon then label. */
export const menuItemStyles = css`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 44px;
  padding: 10px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  & > svg {
    flex: none;
  }
`;
