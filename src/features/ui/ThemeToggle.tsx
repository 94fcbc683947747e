import styled from '@emotion/styled';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MoonIcon, SunIcon } from '@/components/icons';
import { MenuLabel, menuItemStyles } from './menuStyles';
import { selectTheme, themeToggled } from './uiSlice';

/** Exported for the prerendered first paint (prerender/PrerenderedLayout.tsx). */
export const ToggleButton = styled.button`
  ${menuItemStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** Spec §2: theme toggle named 'Altere o tema'; the icon shows the theme a press switches to. */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  return (
    <ToggleButton type="button" aria-label="Altere o tema" onClick={() => dispatch(themeToggled())}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      <MenuLabel>Altere o tema</MenuLabel>
    </ToggleButton>
  );
}
