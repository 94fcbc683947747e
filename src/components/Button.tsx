import styled from '@emotion/styled';

/** The app's plain button: 40 px high (44 px on phones, a touch target), theme colours, visible focus. */
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
  &:hover:not(:disabled) {
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
