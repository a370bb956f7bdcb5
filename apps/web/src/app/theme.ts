// The dark theme (docs/decisions/0004-web-stack.md): cloth green and brass on near-black, like a
// table under a lamp. MUI's default breakpoints are the league's (0/600/900/1200/1536;
// docs/rules.md, Constants), so they stay as they are.
import { BREAKPOINTS, HEADER_OFFSET_PX } from '@cueleague/domain/constants';
import { createTheme } from '@mui/material/styles';

const FOCUS_RING = '#ffd54f';

export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'dark',
    // Text on a coloured fill (buttons, chips) meets WCAG AA's 4.5:1, not MUI's default 3:1; the
    // darker shades are the hover fills of contained buttons, under the same dark text.
    contrastThreshold: 4.5,
    primary: { main: '#4caf50', dark: '#43a047' },
    secondary: { main: '#ffb300' },
    error: { main: '#f44336', dark: '#e53935' },
    background: { default: '#0c110e', paper: '#141c17' },
    divider: 'rgba(255, 255, 255, 0.1)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, system-ui, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.35rem', fontWeight: 600 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
  },
  components: {
    // Right on the first render: the layout depends on it (menu button vs links).
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    MuiCssBaseline: {
      styleOverrides: {
        // A visible focus ring for keyboard users everywhere, on top of MUI's ripple.
        // `body` lifts it above the `outline: 0` of MUI's buttons.
        'body :focus-visible, body .Mui-focusVisible': {
          outline: `2px solid ${FOCUS_RING}`,
          outlineOffset: 2,
        },
        body: { fontVariantNumeric: 'tabular-nums' },
      },
    },
    MuiToolbar: {
      // The header is HEADER_OFFSET_PX tall at every width, so the banner sits right under it.
      styleOverrides: {
        root: {
          minHeight: HEADER_OFFSET_PX,
          '@media (min-width:0px)': { minHeight: HEADER_OFFSET_PX },
        },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // Underlined, not told apart by colour alone: green on grey is only 1.4:1 next to body text.
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, whiteSpace: 'nowrap' } } },
    // Red text on the dark paper is 4.6:1, and only 4.4:1 on the red-tinted fill a hovered or
    // pressed outlined button gets: these take the lighter red, which holds 4.5:1 on both.
    MuiButton: {
      styleOverrides: {
        root: ({ ownerState, theme }) =>
          ownerState.color === 'error' && ownerState.variant !== 'contained'
            ? { color: theme.palette.error.light }
            : {},
      },
    },
  },
});
