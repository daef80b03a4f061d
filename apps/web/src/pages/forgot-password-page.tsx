import { ForgotPassword } from '@aula/features';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../app/notify';
import { keptRedirect } from '../guards/safe-redirect';
import { pathTo } from '../routes/paths';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to login, still on the way to the page that asked for the sign-in.
  const loginHref = pathTo('login', undefined, keptRedirect(params.get('redirect')));
  return (
    <div className="flex justify-center">
      <ForgotPassword
        loginHref={loginHref}
        onSuccess={() => {
          notify('success', 'Senha alterada! Entre com a nova senha.');
          navigate(loginHref, { replace: true });
        }}
      />
    </div>
  );
}
