import { RegisterForm } from '@aula/features';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../app/notify';
import { rememberAfterVerification } from '../guards/after-verification';
import { keptRedirect, safeRedirect } from '../guards/safe-redirect';
import { pathTo } from '../routes/paths';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <>
      <h1 className="text-2xl font-bold">Criar sua conta</h1>
      <RegisterForm
        loginHref={pathTo('login', undefined, keptRedirect(redirect))}
        termsHref={pathTo('termos')}
        privacyHref={pathTo('privacidade')}
        onSuccess={(email) => {
          notify('success', `Conta criada! Enviamos um link de verificação para ${email}.`);
          // Signed in now: on to the page the person came from, also after verifying the e-mail.
          const target = safeRedirect(redirect);
          rememberAfterVerification(target);
          navigate(target, { replace: true });
        }}
      />
    </>
  );
}
