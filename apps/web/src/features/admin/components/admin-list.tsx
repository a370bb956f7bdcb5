// The admin pages' lists: one bordered block of rows, each with its name, details under it and its
// actions at the end. On a phone the actions wrap under the text instead of squeezing it.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const AdminList = ({ label, children }: { label: string; children: ReactNode }) => (
  <Paper
    variant="outlined"
    component="ul"
    aria-label={label}
    sx={{ listStyle: 'none', m: 0, p: 0 }}
  >
    {children}
  </Paper>
);

export const AdminListRow = ({
  label,
  primary,
  secondary,
  badges,
  actions,
  children,
}: {
  /** The row's accessible name (usually the thing's name), and its first line unless `primary`
   * says otherwise. */
  label: string;
  primary?: ReactNode;
  secondary?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  /** Anything under the row (an expanded roster, say). */
  children?: ReactNode;
}) => (
  <Box
    component="li"
    aria-label={label}
    sx={{
      px: { xs: 1.5, sm: 2.5 },
      py: 1.5,
      '& + &': { borderTop: 1, borderColor: 'divider' },
    }}
  >
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {primary ?? label}
          </Typography>
          {badges}
        </Stack>
        {secondary && (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
            {secondary}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
          {actions}
        </Stack>
      )}
    </Box>
    {children}
  </Box>
);

/** An icon button whose label is both its tooltip and its accessible name. */
export const RowAction = ({
  label,
  icon,
  onClick,
  color,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'error' | 'primary';
  disabled?: boolean;
}) => (
  <Tooltip title={label}>
    <span>
      <IconButton
        aria-label={label}
        onClick={onClick}
        color={color ?? 'default'}
        disabled={disabled}
      >
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

/** A row's "Edit <name>" button. */
export const EditRowAction = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <RowAction label={`Edit ${name}`} icon={<EditOutlinedIcon />} onClick={onClick} />
);

/** A row's "Delete <name>" button (red); the page asks to confirm. */
export const DeleteRowAction = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <RowAction
    label={`Delete ${name}`}
    icon={<DeleteOutlineIcon />}
    color="error"
    onClick={onClick}
  />
);
