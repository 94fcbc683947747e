import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { visuallyHidden } from '@/components/VisuallyHidden';
import { MENU_LABEL_DELAY_MS, MENU_WIDTH_OPEN_PX } from '@/config/constants';

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

/** The panel's side padding (SideMenu Panel), and an entry's padding and gap between its 24 px icon and label. */
export const PANEL_PADDING_X_PX = 8;
const ITEM_PADDING_PX = 10;
const ITEM_GAP_PX = 14;
const ICON_PX = 24;
/** The room the open menu gives an entry's label: the panel less its padding and 1 px border, the entry's padding, icon and gap. */
const OPEN_LABEL_WIDTH_PX = MENU_WIDTH_OPEN_PX - 2 * PANEL_PADDING_X_PX - 1 - 2 * ITEM_PADDING_PX - ICON_PX - ITEM_GAP_PX;

/**
 * An entry's label. In the open menu it has that room, fixed, and wraps in it: a label that needs a second line (wider
 * text spacing, WCAG 1.4.12) gets one instead of being cut by the panel, and never while the panel is still widening
 * (the width does not follow the panel's transition, so the entries do not jump). One line at the app's own spacing.
 */
export const MenuLabel = styled.span`
  ${menuLabelStyles}
  [data-open='true'] & {
    flex: none;
    width: ${OPEN_LABEL_WIDTH_PX}px;
    white-space: normal;
  }
`;

/** Shared look of the menu's links and buttons: 44 px targets, icon then label. */
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
