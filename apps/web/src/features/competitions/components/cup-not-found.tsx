// The cup page's answer to a cup that does not exist, or is not published and the visitor is not an
// admin (the API's 404): loaded only when needed (competition-page.tsx).
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { NotFoundPage } from '../../../components/not-found-page.tsx';

export const CupNotFound = () => (
  <NotFoundPage
    title="Cup not found"
    heading="There is no such cup"
    icon={<SearchOffIcon />}
    back={{ to: '/competitions', label: 'Back to the cups' }}
  >
    The link may be old, or the cup is not drawn yet.
  </NotFoundPage>
);
