// A search box with its magnifier, as the players lists filter by name with it.
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export const SearchField = ({
  label,
  value,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) => (
  <TextField
    label={label}
    type="search"
    size="small"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    {...(sx ? { sx } : {})}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);
