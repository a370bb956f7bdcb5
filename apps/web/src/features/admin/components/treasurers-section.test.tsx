// The league settings' treasurers: listed, named by e-mail, removed after asking.
import type { Treasurer } from '@cueleague/domain/ledger';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, conflict, reply, type StubRequest } from '../../../test/api-stub.ts';
import { signedIn, treasurer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const ANN = treasurer('u2', { name: 'Ann Smith', email: 'ann@example.com' });
const BOB = treasurer('u3', { email: 'bob@example.com' });

const treasurersSection = () => screen.findByRole('region', { name: 'Treasurers' });

/** Types `email` into the naming form and sends it. */
const nameTreasurer = async (email: string) => {
  const section = await treasurersSection();
  const field = within(section).getByLabelText(/^E-mail/);
  fireEvent.change(field, { target: { value: email } });
  fireEvent.click(within(section).getByRole('button', { name: 'Name treasurer' }));
  return field;
};

describe('TreasurersSection', () => {
  it('says what a treasurer does, and that there is none yet', async () => {
    renderApp({ path: '/admin/league', api: asAdmin });
    const section = await treasurersSection();
    await within(section).findByText('No treasurer yet');
    within(section).getByText(
      /A treasurer keeps the league's fees and fines \(charges, payments, statements\) and can do nothing else\./,
    );
  });

  it('lists the treasurers by name (or e-mail) with the day each was named', async () => {
    renderApp({
      path: '/admin/league',
      api: { ...asAdmin, '/api/treasurers': { items: [ANN, BOB] } },
    });
    const list = await within(await treasurersSection()).findByRole('list', {
      name: 'Treasurers',
    });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Ann Smith',
      'bob@example.com',
    ]);
    within(rows[0]!).getByText(/^ann@example\.com · named .*2026$/);
    within(rows[1]!).getByText(/^named .*2026$/);
    within(rows[1]!).getByRole('button', { name: 'Remove bob@example.com as treasurer' });
  });

  it('names one by e-mail, sending the address as the API takes it, and lists them', async () => {
    let items: Treasurer[] = [ANN];
    let sent: unknown;
    const view = renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        '/api/treasurers': () => ({ items }),
        'POST /api/treasurers': (request: StubRequest) => {
          sent = request.body;
          items = [...items, BOB];
          return reply(201, BOB);
        },
      },
    });
    const field = await nameTreasurer('  Bob@Example.com ');
    await screen.findByText('bob@example.com is now a treasurer');
    expect(sent).toEqual({ email: 'bob@example.com' });
    await screen.findByRole('listitem', { name: 'bob@example.com' });
    expect((field as HTMLInputElement).value).toBe('');
    expect(view.stub.calls()).toContain('POST /api/treasurers');
  });

  it('checks the address before sending anything', async () => {
    const view = renderApp({ path: '/admin/league', api: asAdmin });
    const field = await nameTreasurer('not an address');
    await screen.findByText('An e-mail address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(view.stub.calls()).not.toContain('POST /api/treasurers');
  });

  it('shows on the field that no account has the address', async () => {
    renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        'POST /api/treasurers': apiError(422, 'validation_failed', 'Invalid treasurer', {
          email: 'No account has this e-mail address',
        }),
      },
    });
    const field = await nameTreasurer('nobody@example.com');
    await screen.findByText('No account has this e-mail address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the account is a treasurer already', async () => {
    renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        '/api/treasurers': { items: [ANN] },
        'POST /api/treasurers': conflict('Already a treasurer'),
      },
    });
    await nameTreasurer('ann@example.com');
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Already a treasurer');
  });

  it('removes one after asking', async () => {
    let items: Treasurer[] = [ANN, BOB];
    const view = renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        '/api/treasurers': () => ({ items }),
        'DELETE /api/treasurers/u2': () => {
          items = [BOB];
          return reply(204);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ann Smith as treasurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ann Smith as treasurer?' });
    expect(view.stub.calls()).not.toContain('DELETE /api/treasurers/u2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove treasurer' }));
    await screen.findByText('Treasurer removed');
    expect(view.stub.calls()).toContain('DELETE /api/treasurers/u2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ann Smith' })).toBeNull());
    screen.getByRole('listitem', { name: 'bob@example.com' });
  });

  it("shows why the list didn't load, with a retry", async () => {
    renderApp({
      path: '/admin/league',
      api: { ...asAdmin, '/api/treasurers': apiError(500, 'internal', 'The server broke') },
    });
    const section = await treasurersSection();
    await within(section).findByText('The server broke');
    within(section).getByRole('button', { name: 'Retry' });
  });
});
