import { LoginForm } from '@aula/features';
import { useNavigate, useSearchParams } from 'react-router';
import { landingAfterSignIn } from '../guards/decide';
import { keptRedirect } from '../guards/safe-redirect';
import { pathTo } from '../routes/paths';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <>
      <h1 className="text-2xl font-bold">Entrar na Aula</h1>
      <LoginForm
        forgotPasswordHref={pathTo('esqueci-senha', undefined, keptRedirect(redirect))}
        registerHref={pathTo('cadastrar', undefined, keptRedirect(redirect))}
        onSuccess={(user) =>
          navigate(landingAfterSignIn(user ?? { is_admin: false }, redirect), { replace: true })
        }
      />
    </>
  );
}
