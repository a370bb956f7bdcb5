// Catches what a page throws while rendering (including a page chunk that failed to load twice)
// and shows a message with a retry instead of a blank screen.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { clearReloadFlag } from '../lib/lazy-page.tsx';

interface Props {
  children: ReactNode;
  /** Defaults to a full reload: a lazy chunk that failed stays failed until the page reloads. */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

export const isChunkLoadError = (error: Error): boolean =>
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|Unable to preload/i.test(
    error.message,
  );

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  private retry = () => {
    if (this.props.onRetry) {
      this.setState({ error: null });
      this.props.onRetry();
      return;
    }
    clearReloadFlag();
    window.location.reload();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <Paper
        variant="outlined"
        role="alert"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}
      >
        <Typography variant="h1" gutterBottom sx={{ fontSize: '1.5rem' }}>
          {chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {chunk
            ? 'The app may have been updated, or the connection dropped. Retry to load the latest version.'
            : error.message}
        </Typography>
        <Button variant="contained" onClick={this.retry}>
          Retry
        </Button>
      </Paper>
    );
  }
}
