// The snackbars load with the first notification: what was notified before they arrived is
// shown once they do, and nothing is lost.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationProvider, notify } from './notifications.tsx';

describe('the first notification', () => {
  it('loads the snackbars and shows what was notified meanwhile', async () => {
    // Notified before any provider is on the page (a mutation's answer during start-up).
    notify('Saved the team', 'success');
    const view = render(
      <NotificationProvider>
        <button onClick={() => notify('Could not save', 'error')}>fail</button>
      </NotificationProvider>,
    );
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    fireEvent.click(screen.getByText('fail'));
    const saved = await screen.findByText('Saved the team');
    expect(saved.closest('.notistack-MuiContent-success')).toBeTruthy();
    const failed = await screen.findByText('Could not save');
    expect(failed.closest('.notistack-MuiContent-error')).toBeTruthy();
    view.unmount();
  });
});
