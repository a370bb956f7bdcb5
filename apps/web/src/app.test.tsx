import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';

describe('App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which database the server runs on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ ok: true, db: 'sqlite', version: '0.1.0' }))),
      ),
    );
    render(<App />);
    expect(await screen.findByText(/Server 0\.1\.0 is up on SQLite/)).toBeTruthy();
  });

  it('says so when the server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<App />);
    expect(await screen.findByText('The server is not answering.')).toBeTruthy();
  });
});
