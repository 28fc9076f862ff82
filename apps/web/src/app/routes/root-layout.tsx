import { Outlet } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { useRouteTitle } from '../route-title';

/** Around every page: the skip link first, and the document's title kept on the page's name. */
export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
