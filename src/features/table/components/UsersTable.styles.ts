import styled from '@emotion/styled';
import { TABLE_MAX_WIDTH_PX } from '@/config/constants';
import type { ColumnKey } from '../types';

/** Fixed height, so above FULL_RENDER_LIMIT only the visible rows need to be in the DOM. */
export const ROW_HEIGHT = 44;

/** On a narrow screen the table scrolls sideways; an edge shadow says more columns lie that way (useScrollEdges). */
export const Frame = styled.div`
  position: relative;
  max-width: ${TABLE_MAX_WIDTH_PX}px;
  margin: 0 auto;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 1px;
    bottom: 1px;
    z-index: 1;
    width: 20px;
    pointer-events: none;
    opacity: 0;
    transition: opacity 0.15s ease;
  }
  &::before {
    left: 1px;
    border-radius: ${({ theme }) => theme.radius} 0 0 ${({ theme }) => theme.radius};
    background: linear-gradient(to right, rgba(0, 0, 0, 0.45), transparent);
  }
  &::after {
    right: 1px;
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
    background: linear-gradient(to left, rgba(0, 0, 0, 0.45), transparent);
  }
  &[data-more-left='true']::before,
  &[data-more-right='true']::after {
    opacity: 1;
  }
  /* A contrast theme drops the gradients: the edge with more columns beyond it is drawn as a dashed line. */
  @media (forced-colors: active) {
    &::before {
      border-left: 3px dashed CanvasText;
    }
    &::after {
      border-right: 3px dashed CanvasText;
    }
  }
  @media print {
    &::before,
    &::after {
      display: none;
    }
  }
`;

export const Scroller = styled.div`
  width: 100%;
  max-width: ${TABLE_MAX_WIDTH_PX}px;
  margin: 0 auto;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  @media print {
    /* A sheet is narrower than the screen table: nothing may be cut off by the scroll box. */
    overflow: visible;
    border-color: #999;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 0.9375rem;
  th,
  td {
    height: ${ROW_HEIGHT}px;
    padding: 0 12px;
    text-align: left;
    white-space: nowrap;
    /* Clip, not hidden: hidden makes each cell a scroll container, which slowed a sort's repaint (table bench). */
    overflow: clip;
    text-overflow: ellipsis;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  th[aria-sort] {
    color: ${({ theme }) => theme.colors.text};
  }
  /* A contrast theme gives every header one colour: the sorted column's header is underlined instead. */
  @media (forced-colors: active) {
    th[aria-sort] {
      text-decoration: underline 2px;
      text-underline-offset: 4px;
    }
  }
  tbody tr:nth-of-type(even) td {
    background: ${({ theme }) => theme.colors.rowStripe};
  }
  mark {
    padding: 0 1px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.highlight};
    color: ${({ theme }) => theme.colors.highlightText};
  }
  td.spacer {
    padding: 0;
    border: 0;
  }
  @media print {
    min-width: 0;
    table-layout: auto;
    font-size: 0.75rem;
    col {
      width: auto !important;
    }
    th,
    td {
      height: auto;
      padding: 4px 6px;
      white-space: normal;
      overflow: visible;
      overflow-wrap: anywhere;
      border-bottom-color: #999;
    }
    tr {
      break-inside: avoid;
    }
  }
`;

export const WIDTHS: Record<ColumnKey, string> = {
  id: '60px',
  nome: '112px',
  idade: '72px',
  sexo: '104px',
  email: 'auto',
  telefone: '180px',
  'data de nasc.': '144px',
};
