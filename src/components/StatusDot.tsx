import styled from '@emotion/styled';
import { VisuallyHidden } from './VisuallyHidden';

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  /* Forced colours drop author colours: the dot keeps the button's text colour, so spec §2's dot still shows. */
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
