import { Navigate, Route, Routes } from 'react-router';
import { RouteGuard } from '../shared/components/route-guard';
import { HomeScreen } from './screens/home-screen';
import { LiveScreen } from './screens/live-screen';
import { LoginScreen } from './screens/login-screen';
import { LogoutScreen } from './screens/logout-screen';
import { VodScreen } from './screens/vod-screen';
import { Shell } from './shell';

/** The web route table (spec point 2), each screen behind its guard. */
export function WebApp() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="login" element={<RouteGuard variant="web" screen="login"><LoginScreen /></RouteGuard>} />
        <Route path="logout" element={<RouteGuard variant="web" screen="logout"><LogoutScreen /></RouteGuard>} />
        <Route path="home" element={<RouteGuard variant="web" screen="home"><HomeScreen /></RouteGuard>} />
        <Route path="live" element={<Navigate to="/live/normal" replace />} />
        <Route path="live/:tab" element={<RouteGuard variant="web" screen="live"><LiveScreen /></RouteGuard>} />
        <Route path="vod" element={<Navigate to="/vod/0" replace />} />
        <Route path="vod/:id" element={<RouteGuard variant="web" screen="vod"><VodScreen /></RouteGuard>} />
        <Route path="*" element={<Navigate to="/live/normal" replace />} />
      </Route>
    </Routes>
  );
}
