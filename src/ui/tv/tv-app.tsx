import { init } from '@noriginmedia/norigin-spatial-navigation';
import { Navigate, Route, Routes } from 'react-router';
import { RouteGuard } from '../shared/components/route-guard';
import { FocusMemoryProvider } from './focus-memory';
import { TvHomeScreen } from './screens/tv-home-screen';
import { TvLoginScreen } from './screens/tv-login-screen';
import { TvLogoutScreen } from './screens/tv-logout-screen';
import { TvPlayerScreen } from './screens/tv-player-screen';

// The remote's focus is the browser's focus: screen readers and tests see the same element.
init({ shouldFocusDOMNode: true });

/** The TV route table (spec point 2), served under /tv/. */
export function TvApp() {
  return (
    <FocusMemoryProvider>
      <Routes>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="login" element={<RouteGuard variant="tv" screen="login"><TvLoginScreen /></RouteGuard>} />
        <Route path="logout/:deleted?" element={<RouteGuard variant="tv" screen="logout"><TvLogoutScreen /></RouteGuard>} />
        <Route path="home" element={<RouteGuard variant="tv" screen="home"><TvHomeScreen /></RouteGuard>} />
        <Route path="player/:type" element={<RouteGuard variant="tv" screen="home"><TvPlayerScreen /></RouteGuard>} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </FocusMemoryProvider>
  );
}
