import { FinishRegistration } from '@aula/features';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../app/notify';
import { pathTo } from '../routes/paths';

export default function FinishRegistrationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="flex justify-center">
      <FinishRegistration
        token={params.get('token') ?? ''}
        termsHref={pathTo('termos')}
        privacyHref={pathTo('privacidade')}
        onSuccess={() => {
          notify('success', 'Cadastro concluído! Boas-vindas à Aula.');
          navigate(pathTo('index'), { replace: true });
        }}
      />
    </div>
  );
}
