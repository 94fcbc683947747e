import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { visuallyHidden } from '@/components/VisuallyHidden';
import { MENU_LABEL_DELAY_MS, MENU_WIDTH_OPEN_PX } from '@/config/constants';

const reveal = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Spec §2: labels appear after a delay on opening, hide at once on collapse (DECISIONS "Menu labels appear through a
 * CSS animation delay"); collapsed, they stay in the accessibility tree so icon-only entries keep names. */
export const menuLabelStyles = css`
  white-space: nowrap;
  [data-open='true'][data-reveal-labels='true'] & {
    animation: ${reveal} 1ms linear ${MENU_LABEL_DELAY_MS}ms both;
  }
  [data-open='false'] & {
    ${visuallyHidden}
  }
`;

export const PANEL_PADDING_X_PX = 8;
const ITEM_PADDING_PX = 10;
const ITEM_GAP_PX = 14;
const ICON_PX = 24;
// The open panel less its padding and border, and the entry's padding, icon and gap.
const OPEN_LABEL_WIDTH_PX = MENU_WIDTH_OPEN_PX - 2 * PANEL_PADDING_X_PX - 1 - 2 * ITEM_PADDING_PX - ICON_PX - ITEM_GAP_PX;

/** A fixed width, so labels do not jump while the panel widens, yet wrap under wider text spacing (WCAG 1.4.12). */
export const MenuLabel = styled.span`
  ${menuLabelStyles}
  [data-open='true'] & {
    flex: none;
    width: ${OPEN_LABEL_WIDTH_PX}px;
    white-space: normal;
  }
`;

export const menuItemStyles = css`
  display: flex;
  align-items: center;
  gap: ${ITEM_GAP_PX}px;
  width: 100%;
  min-height: 44px;
  padding: ${ITEM_PADDING_PX}px;
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
