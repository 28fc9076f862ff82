import { Outlet } from 'react-router';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { useSavedPreferences } from '@/lib/preferences';

function SignedIn() {
  useSavedPreferences();
  return <Outlet />;
}

/** Every protected route sits under this layout. */
export function ProtectedLayout() {
  return (
    <ProtectedRoute>
      <SignedIn />
    </ProtectedRoute>
  );
}
