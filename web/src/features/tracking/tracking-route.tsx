import { MuiProviders } from '../../app/mui-providers';
import { TrackingPage } from './tracking-page';

/** 배송 조회 outside the signed-in frame, with MUI's theme of its own (loaded on demand). */
export function TrackingRoute() {
  return (
    <MuiProviders>
      <TrackingPage />
    </MuiProviders>
  );
}
