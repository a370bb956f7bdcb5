import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, recordBody, reply } from '../../../test/api-stub.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { openDialog } from '../../../test/dialogs.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const CROWN = { id: 'v1', name: 'The Crown', address: '1 High St', tables: 2 };

/** Opens the add dialog, names the venue The Anchor with `tables` tables and submits it. */
const addTheAnchor = async (tables: string) => {
  const dialog = await openDialog('Add venue', 'Add a venue');
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'The Anchor' } });
  fireEvent.change(within(dialog).getByLabelText(/^Number of tables/), {
    target: { value: tables },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add venue' }));
  return dialog;
};

describe('AdminVenuesPage', () => {
  it('says there are no venues yet and offers to add the first', async () => {
    renderApp({ path: '/admin/venues', api: asAdmin });
    await screen.findByText('No venues yet — add the first one');
    screen.getByRole('button', { name: 'Add venue' });
  });

  it('lists the venues with their address and tables', async () => {
    renderApp({ path: '/admin/venues', api: { ...asAdmin, '/api/venues': { items: [CROWN] } } });
    const row = await screen.findByRole('listitem', { name: 'The Crown' });
    within(row).getByText('1 High St · 2 tables');
  });

  it('adds a venue with the body the API takes', async () => {
    const sent = recordBody(reply(201, { id: 'v2', name: 'The Anchor', address: null, tables: 3 }));
    renderApp({
      path: '/admin/venues',
      api: {
        ...asAdmin,
        'POST /api/venues': sent.handler,
      },
    });
    await addTheAnchor('3');
    await screen.findByText('The Anchor added');
    expect(sent.body).toEqual({ name: 'The Anchor', address: null, tables: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the tables before sending anything', async () => {
    const view = renderApp({ path: '/admin/venues', api: asAdmin });
    const dialog = await addTheAnchor('0');
    await within(dialog).findByText('Use 1 or more');
    expect(view.stub.calls()).not.toContain('POST /api/venues');
  });

  it("puts the server's field errors on their fields", async () => {
    renderApp({
      path: '/admin/venues',
      api: {
        ...asAdmin,
        '/api/venues': { items: [CROWN] },
        'PATCH /api/venues/v1': apiError(422, 'validation_failed', 'Invalid venue', {
          name: 'A venue with this name exists',
        }),
      },
    });
    const dialog = await openDialog('Edit The Crown', 'Edit The Crown');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/^Address/).value).toBe('1 High St');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save venue' }));
    await within(dialog).findByText('A venue with this name exists');
    await screen.findByText('Could not save the venue: Invalid venue');
  });

  it('deletes a venue after asking', async () => {
    let deleted = false;
    const view = renderApp({
      path: '/admin/venues',
      api: {
        ...asAdmin,
        '/api/venues': () => ({ items: deleted ? [] : [CROWN] }),
        'DELETE /api/venues/v1': () => {
          deleted = true;
          return reply(204);
        },
      },
    });
    const dialog = await openDialog('Delete The Crown', 'Delete The Crown?');
    expect(view.stub.calls()).not.toContain('DELETE /api/venues/v1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete venue' }));
    await screen.findByText('No venues yet — add the first one');
    expect(view.stub.calls()).toContain('DELETE /api/venues/v1');
  });
});
