import { TERMS_VERSION } from '@aula/contract';
import { FeatureLink } from '../navigation/link';
import { NoticeFrame, NoticeSection, PrivacyContact } from './notice-frame';

export interface TermsOfUseProps {
  /** The Aviso de privacidade (`/privacidade`). */
  privacyHref: string;
}

const link = 'text-accent-foreground font-medium underline';

/** `/termos`: the Termos de uso, public and rendered by the server. */
export function TermsOfUse({ privacyHref }: TermsOfUseProps) {
  return (
    <NoticeFrame title="Termos de uso" version={TERMS_VERSION}>
      <p className="leading-relaxed">
        Estes termos valem para quem cria uma conta na Aula e assiste aos cursos oferecidos nela. Ao
        criar a conta, você declara que leu e aceita estes termos e o{' '}
        <FeatureLink href={privacyHref} className={link}>
          Aviso de privacidade
        </FeatureLink>
        .
      </p>
      <NoticeSection title="Sua conta">
        <p>
          A conta é pessoal: não compartilhe a sua senha. Mantenha o seu e-mail atualizado, porque é
          por ele que enviamos avisos de segurança e códigos de confirmação. Você pode encerrar a
          conta quando quiser.
        </p>
      </NoticeSection>
      <NoticeSection title="Acesso aos cursos">
        <p>
          Aulas gratuitas ficam abertas a todos. As demais dependem de uma assinatura, de um período
          de teste ou de uma compra nas plataformas de pagamento, pelo prazo de cada oferta. Os
          vídeos e materiais são para uso pessoal: não é permitido copiá-los, redistribuí-los nem
          vendê-los.
        </p>
      </NoticeSection>
      <NoticeSection title="Comentários">
        <p>
          Seja respeitoso. Comentários ofensivos, com dados pessoais de outras pessoas ou fora do
          assunto podem ser removidos pela equipe, e contas que insistirem nisso podem ser
          suspensas.
        </p>
      </NoticeSection>
      <NoticeSection title="Certificados">
        <p>
          Ao concluir um curso com certificado, ele é emitido no nome que você confirmar e pode ser
          verificado publicamente pelo código impresso nele.
        </p>
      </NoticeSection>
      <NoticeSection title="Mudanças nestes termos">
        <p>
          Quando estes termos mudarem, a data da versão no topo da página muda também, e pedimos o
          seu aceite de novo na próxima vez que você abrir a Aula. Dúvidas: <PrivacyContact />.
        </p>
      </NoticeSection>
    </NoticeFrame>
  );
}
