import styled from '@emotion/styled';

/** A non-modal popup hanging under a toolbar control, with its fields (the table's sort and filter popups, spec §2). */
export const PopupPanel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  z-index: 10;
  display: flex;
  flex-direction: column;
  gap: 14px;
  width: min(340px, calc(100vw - 32px));
  /* On a narrow screen it hangs under the whole toolbar and fits beside the menu rail and the page's padding. */
  @media (max-width: 719px) {
    width: min(340px, calc(100vw - 60px - 48px));
  }
  @media (max-width: 480px) {
    width: calc(100vw - 60px - 24px);
  }
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label,
  .label {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select,
  input {
    min-height: 40px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ButtonRow = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;
