import { PageLoading, useLogout } from '@aula/features';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../routes/paths';

export default function LogoutPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .catch(() => undefined)
      .finally(() => navigate(pathTo('login'), { replace: true }));
  }, [logout, navigate]);
  return <PageLoading label="Saindo" />;
}
