import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { AuthProvider, useAuth } from './auth-context.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient({ forTests: true })}>
    <AuthProvider>{children}</AuthProvider>
  </QueryClientProvider>
);

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside its provider", () => {
    const Probe = () => {
      useAuth();
      return null;
    };
    // React reports the thrown error to console.error as well; the test expects exactly that throw.
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      console.error = original;
    }
  });

  it('is loading until the first answer, then gives user, userRole, isAdmin and the team', async () => {
    stubApi({ '/api/auth/me': signedIn('captain') });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toEqual({ id: 'u1', email: 'captain@example.com' });
    expect(result.current.userRole).toBe('captain');
    expect(result.current.isAdmin).toBe(false);
    expect(result.current.team?.name).toBe('Rack Attack');
  });

  it('gives an admin isAdmin true', async () => {
    stubApi({ '/api/auth/me': signedIn('admin') });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.userRole).toBe('admin');
    expect(result.current.isAdmin).toBe(true);
  });

  it('has no role and no admin for a visitor', async () => {
    stubApi();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.userRole).toBeNull();
    expect(result.current.isAdmin).toBe(false);
  });

  it("falls back to role 'user' for an account with no role", async () => {
    stubApi({ '/api/auth/me': { ...signedIn('user'), role: null } });
    const Probe = () => <p>{useAuth().userRole}</p>;
    render(<Probe />, { wrapper });
    await screen.findByText('user');
  });
});
