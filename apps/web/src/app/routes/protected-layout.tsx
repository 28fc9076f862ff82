import { Outlet } from 'react-router';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { useSavedLanguage } from '@/lib/preferences';

function SignedIn() {
  useSavedLanguage();
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
