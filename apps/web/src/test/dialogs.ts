// Opening a dialog the way a user does: the button that opens it, then the dialog by its name.
import { fireEvent, screen } from '@testing-library/react';

/** Clicks the button named `button` once it shows; gives the dialog named `dialog` it opens. */
export const openDialog = async (button: string, dialog: string) => {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
};
