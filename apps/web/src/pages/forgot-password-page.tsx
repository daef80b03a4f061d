import { ForgotPassword } from '@aula/features';
import { useNavigate } from 'react-router';
import { notify } from '../app/notify';
import { pathTo } from '../routes/paths';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <div className="flex justify-center">
      <ForgotPassword
        loginHref={pathTo('login')}
        onSuccess={() => {
          notify('success', 'Senha alterada! Entre com a nova senha.');
          navigate(pathTo('login'), { replace: true });
        }}
      />
    </div>
  );
}
