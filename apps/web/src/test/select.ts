// Picking from a select the way a user does: open the combobox by its name, click the option; or,
// for the browser's own list (a native <select>), choose the option as its picker does.
import { fireEvent, screen, within } from '@testing-library/react';

/** Opens the combobox named `combobox` and clicks its option named `option` once it shows. */
export const pickOption = async (combobox: string, option: string) => {
  const box = screen.getByRole('combobox', { name: combobox });
  if (box instanceof HTMLSelectElement) {
    const chosen = within(box).getByRole<HTMLOptionElement>('option', { name: option });
    fireEvent.change(box, { target: { value: chosen.value } });
    return;
  }
  fireEvent.mouseDown(box);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
