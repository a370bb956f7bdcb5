// A labelled pick-one list as the browser draws it (a native <select>), for the public pages a
// phone opens from a link: MUI's Select brings its text field, menu, popover and modal (about
// 27 kB gzipped) onto the page's first load, which a native list needs none of. It looks like
// the app's small outlined fields, and a phone shows its own picker.
import Box from '@mui/material/Box';
import { useId, type ChangeEvent } from 'react';

export interface PlainSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  minWidth?: number;
}

export const PlainSelect = ({
  label,
  value,
  onChange,
  options,
  minWidth = 220,
}: PlainSelectProps) => {
  const id = useId();
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, mb: 2, minWidth }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ typography: 'caption', color: 'text.secondary', lineHeight: 1.2 }}
      >
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          typography: 'body2',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          minHeight: 40,
          px: 1.5,
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
};
