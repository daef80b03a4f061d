import type { RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from '../guards/guards';
import { DefaultLayout } from '../layouts/default-layout';
import { HomePage } from './home';
import { LoginPage } from './login';
import { LogoutPage } from './logout';
import { NotFoundPage } from './not-found';
import { ProfilePage } from './profile';

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  {
    path: '/logout',
    element: (
      <RequireAuth>
        <LogoutPage />
      </RequireAuth>
    ),
  },
  {
    element: <DefaultLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: '/eu/perfil',
        element: (
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
