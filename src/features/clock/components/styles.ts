/** Shared card styles of the clock page; colours, radius and shadow come from the theme tokens (ARCHITECTURE §11). */
import styled from '@emotion/styled';

export const Card = styled.section`
  min-width: 0;
  padding: 20px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 480px) {
    padding: 16px;
  }
`;

export const CardHeading = styled.h2`
  margin: 0 0 16px;
  font-size: 1.125rem;
  font-weight: 600;
  line-height: 1.3;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
