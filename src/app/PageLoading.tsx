import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 24px;
    height: 24px;
    border: 3px solid ${({ theme }) => theme.colors.border};
    border-top-color: ${({ theme }) => theme.colors.accent};
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;

/** Shown in the outlet while a page's chunk loads. */
export function PageLoading() {
  return (
    <Wrapper role="status" aria-live="polite">
      Carregando…
    </Wrapper>
  );
}
