import { LoginForm } from '@aula/features';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../guards/safe-redirect';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4">
      <h1 className="text-2xl font-bold">Entrar na Aula</h1>
      <LoginForm
        onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })}
      />
    </main>
  );
}
