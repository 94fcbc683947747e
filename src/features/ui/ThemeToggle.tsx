import styled from '@emotion/styled';
import type { ButtonHTMLAttributes } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MoonIcon, SunIcon } from '@/components/icons';
import { MenuLabel, menuItemStyles } from './menuStyles';
import type { ThemeName } from '@/theme/themes';
import { selectTheme, themeToggled } from './uiSlice';

const ToggleButton = styled.button`
  ${menuItemStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

type ThemeToggleButtonProps = { theme: ThemeName } & ButtonHTMLAttributes<HTMLButtonElement>;

/** Spec §2: the icon shows the theme a press switches to. Shared with the prerendered first paint. */
export function ThemeToggleButton({ theme, ...props }: ThemeToggleButtonProps) {
  return (
    <ToggleButton type="button" aria-label="Altere o tema" {...props}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      <MenuLabel>Altere o tema</MenuLabel>
    </ToggleButton>
  );
}

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  return <ThemeToggleButton theme={theme} onClick={() => dispatch(themeToggled())} />;
}
