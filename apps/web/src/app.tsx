import { Box, Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

type Health = { ok: boolean; db: string; version: string } | 'loading' | 'down';

/** The server's first page until the full web app lands: what this is and whether it is up. */
export const App = () => {
  const [health, setHealth] = useState<Health>('loading');
  useEffect(() => {
    fetch('/api/health')
      .then((response) => (response.ok ? (response.json() as Promise<Health>) : 'down'))
      .then(setHealth)
      .catch(() => setHealth('down'));
  }, []);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        CueLeague
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" gutterBottom>
        The pro pool league app
      </Typography>
      <Box sx={{ mt: 4 }} role="status">
        {health === 'loading' && <Typography>Checking the server…</Typography>}
        {health === 'down' && <Typography color="error">The server is not answering.</Typography>}
        {typeof health === 'object' && (
          <Typography>
            Server {health.version} is up on {health.db === 'postgres' ? 'PostgreSQL' : 'SQLite'}.
            The API is at <a href="/api/docs">/api/docs</a>.
          </Typography>
        )}
      </Box>
    </Container>
  );
};
