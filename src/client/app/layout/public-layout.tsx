import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner.js';

/** Pages outside the application shell: the home page and "not found". */
export function PublicLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
