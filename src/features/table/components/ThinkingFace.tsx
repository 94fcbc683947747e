import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const ponder = keyframes`
  0%, 100% { transform: rotate(0deg); }
  50% { transform: rotate(-8deg); }
`;

const blink = keyframes`
  0%, 92%, 100% { transform: scaleY(1); }
  96% { transform: scaleY(0.1); }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 96px;
    height: 96px;
    animation: ${ponder} 2.4s ease-in-out infinite;
    transform-origin: 50% 80%;
  }
  .eye {
    animation: ${blink} 3s infinite;
    transform-box: fill-box;
    transform-origin: center;
  }
  /* Still under prefers-reduced-motion (WCAG 2.3.3). */
  @media (prefers-reduced-motion: reduce) {
    svg,
    .eye {
      animation: none;
    }
  }
`;

/** Spec §2: self-made SVG, no image request. */
export function ThinkingFace({ label }: { label: string }) {
  return (
    <Wrapper role="status">
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="30" r="24" fill="#ffcc4d" />
        <ellipse className="eye" cx="24" cy="25" rx="3" ry="4" fill="#664500" />
        <ellipse className="eye" cx="40" cy="23" rx="3" ry="4" fill="#664500" />
        <path d="M20 16c3-3 7-3 9-2M36 13c3-2 7-1 9 2" stroke="#664500" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <path d="M24 40c5-2 10-2 15 0" stroke="#664500" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M18 58c0-6 4-10 10-10h6c2 0 3 2 2 3l-5 3h4c2 0 3 2 1 3l-4 2c-3 2-8 3-14 1z" fill="#f4900c" />
      </svg>
      <span>{label}</span>
    </Wrapper>
  );
}

/** Spec §2: also the page area's loading state while the table's chunk loads. */
export function UsersLoading() {
  return <ThinkingFace label="Carregando usuários…" />;
}
