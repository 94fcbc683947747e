import styled from '@emotion/styled';
import { VisuallyHidden } from './VisuallyHidden';

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  /* A contrast theme drops author colours and shadows: the dot keeps the button's text colour (spec §2's dot must
     still be seen). */
  @media (forced-colors: active) {
    background: ButtonText;
  }
`;

/** Spec §2: the green dot on a toolbar button while its sort or filter is active, with text for screen readers. */
export function StatusDot({ label = 'ativo' }: { label?: string }) {
  return (
    <>
      <Dot aria-hidden="true" data-testid="status-dot" />
      <VisuallyHidden>({label})</VisuallyHidden>
    </>
  );
}
