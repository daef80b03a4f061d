import { VerifyEmail } from '@aula/features';
import { useSearchParams } from 'react-router';
import { pathTo } from '../routes/paths';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  // The guard sent visitors without a token home already.
  return <VerifyEmail token={params.get('token') ?? ''} continueHref={pathTo('index')} />;
}
