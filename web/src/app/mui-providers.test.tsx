import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { answerMediaQueries } from '../test/match-media';
import { MuiProviders } from './mui-providers';

/** A system that asks for less motion, or has no preference. */
const prefersReducedMotion = (reduce: boolean) =>
  answerMediaQueries((query) => reduce && query === '(prefers-reduced-motion: reduce)');

/** The theme's time for a dialog to appear, its fade's CSS, and whether buttons ripple. */
function Motion() {
  const { transitions, components } = useTheme();
  const ripple = components?.MuiButtonBase?.defaultProps?.disableRipple ? 'no ripple' : 'ripple';
  return <p>{`${transitions.duration.enteringScreen}; ${transitions.create('opacity')}; ${ripple}`}</p>;
}

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

test('animates dialogs, menus and ripples when the system has no motion preference', () => {
  prefersReducedMotion(false);
  render(
    <MuiProviders>
      <Motion />
    </MuiProviders>,
  );
  expect(screen.getByText('225; opacity 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms; ripple')).toBeTruthy();
});

test('drops transitions and ripples when the system asks for less motion', () => {
  prefersReducedMotion(true);
  render(
    <MuiProviders>
      <Motion />
    </MuiProviders>,
  );
  expect(screen.getByText('0; none; no ripple')).toBeTruthy();
});
