import { RegisterForm } from '@aula/features';
import { useNavigate } from 'react-router';
import { notify } from '../app/notify';
import { pathTo } from '../routes/paths';

export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1 className="text-2xl font-bold">Criar sua conta</h1>
      <RegisterForm
        loginHref={pathTo('login')}
        onSuccess={(email) => {
          notify('success', `Conta criada! Enviamos um link de verificação para ${email}.`);
          navigate(pathTo('index'), { replace: true });
        }}
      />
    </>
  );
}
