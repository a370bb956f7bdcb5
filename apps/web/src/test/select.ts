// Picking from a select the way a user does: open the combobox by its name, click the option.
import { fireEvent, screen } from '@testing-library/react';

/** Opens the combobox named `combobox` and clicks its option named `option` once it shows. */
export const pickOption = async (combobox: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
