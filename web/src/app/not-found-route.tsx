import { NotFoundPage } from '../components/not-found-page';
import { MuiProviders } from './mui-providers';

/** The 404 page outside the signed-in frame, with MUI's theme of its own (loaded on demand). */
export function NotFoundRoute() {
  return (
    <MuiProviders>
      <NotFoundPage />
    </MuiProviders>
  );
}
