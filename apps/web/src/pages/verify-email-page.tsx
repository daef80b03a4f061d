import { VerifyEmail } from '@aula/features';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { afterVerification, forgetAfterVerification } from '../guards/after-verification';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  // The page the person signed up from, read once; forgotten once this page has it.
  const [continueHref] = useState(afterVerification);
  useEffect(forgetAfterVerification, []);
  // The guard sent visitors without a token home already.
  return <VerifyEmail token={params.get('token') ?? ''} continueHref={continueHref} />;
}
