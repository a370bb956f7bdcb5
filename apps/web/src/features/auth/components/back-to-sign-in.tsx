// The way back from the password pages to the sign-in form, under their forms.
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

export const BackToSignIn = () => (
  <Link component={RouterLink} to="/login">
    Back to sign in
  </Link>
);
