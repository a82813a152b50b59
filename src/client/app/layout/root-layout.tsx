import { Outlet } from 'react-router';
import { useNewBuildNotice } from '../use-new-build-notice.js';

/** Wraps every page, so the new-build check runs whatever page the app starts on. */
export function RootLayout() {
  useNewBuildNotice(import.meta.env.VITE_BUILD_ID);
  return <Outlet />;
}
