import { createTheme } from '@mui/material/styles';

/** The dark theme of the spec; MUI's default breakpoints are the spec's (0/600/900/1200/1536). */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#4caf50' },
    secondary: { main: '#ffb300' },
    background: { default: '#0f1411', paper: '#161d18' },
  },
  typography: { fontFamily: 'Roboto, system-ui, sans-serif' },
});
