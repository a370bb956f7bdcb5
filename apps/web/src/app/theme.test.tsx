// The theme's accessibility promises that are easy to lose in a restyle.
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

type Rgba = [number, number, number, number];

const parse = (color: string): Rgba => {
  if (color.startsWith('#')) {
    const hex =
      color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
    return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};

/** WCAG's contrast ratio of a text colour (maybe translucent) on an opaque background. */
const contrast = (text: string, background: string): number => {
  const [br, bg, bb] = parse(background);
  const [tr, tg, tb, alpha] = parse(text);
  const over: [number, number, number] = [
    tr * alpha + br * (1 - alpha),
    tg * alpha + bg * (1 - alpha),
    tb * alpha + bb * (1 - alpha),
  ];
  const luminance = ([r, g, b]: [number, number, number]) => {
    const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [light, dark] = [luminance(over), luminance([br, bg, bb])].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
};

describe('theme', () => {
  it('underlines links, so a link in a sentence is not told apart by colour alone', () => {
    render(
      <ThemeProvider theme={theme}>
        <p>
          Already have an account? <Link href="/login">Sign in</Link>
        </p>
      </ThemeProvider>,
    );
    const style = window.getComputedStyle(screen.getByRole('link', { name: 'Sign in' }));
    expect(style.textDecoration).toContain('underline');
  });

  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'puts %s fills under text with 4.5:1 contrast, hovered or not',
    (name) => {
      const color = theme.palette[name];
      expect(contrast(color.contrastText, color.main)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.contrastText, color.dark)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
