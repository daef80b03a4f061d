import { LoginForm } from '@aula/features';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../guards/safe-redirect';
import { pathTo } from '../routes/paths';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <h1 className="text-2xl font-bold">Entrar na Aula</h1>
      <LoginForm
        forgotPasswordHref={pathTo('esqueci-senha')}
        registerHref={pathTo('cadastrar')}
        onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })}
      />
    </>
  );
}
