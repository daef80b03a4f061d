import { useLogout } from '@aula/features';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SessionLoading } from './session-states';

export function LogoutPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .catch(() => undefined)
      .finally(() => navigate('/login', { replace: true }));
  }, [logout, navigate]);
  return <SessionLoading />;
}
