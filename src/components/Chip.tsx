import styled from '@emotion/styled';
import type { RefObject } from 'react';
import { CloseIcon } from './icons';

const ChipBox = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  padding: 2px 4px 2px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
  /* Forced colours drop the tint that makes the chip a chip: a frame in the text colour draws it instead. */
  @media (forced-colors: active) {
    outline: 1px solid CanvasText;
    outline-offset: -1px;
  }
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  & > svg {
    width: 16px;
    height: 16px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

interface ChipProps {
  label: string;
  /** e.g. 'Remover coluna Idade'. */
  removeLabel: string;
  onRemove: () => void;
  /** The remove control goes away with the chip, and focus must not fall to the body. */
  focusAfterRemove: RefObject<HTMLElement | null>;
}

/** A chosen value with a remove control (spec §4: the chip's remove control clears the column). */
export function Chip({ label, removeLabel, onRemove, focusAfterRemove }: ChipProps) {
  const remove = () => {
    onRemove();
    focusAfterRemove.current?.focus();
  };
  return (
    <ChipBox>
      {label}
      <RemoveButton type="button" aria-label={removeLabel} onClick={remove}>
        <CloseIcon />
      </RemoveButton>
    </ChipBox>
  );
}
