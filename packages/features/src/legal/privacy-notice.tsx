import { PRIVACY_VERSION } from '@aula/contract';
import { FeatureLink } from '../navigation/link';
import { NoticeFrame, NoticeSection, PrivacyContact } from './notice-frame';

export interface PrivacyNoticeProps {
  /** Where a signed-in person exercises their rights (`/eu/privacidade`). */
  rightsHref: string;
  /** The Termos de uso (`/termos`). */
  termsHref: string;
}

const link = 'text-accent-foreground font-medium underline';

/** What Aula collects, why, for how long, and which Brazilian law each use rests on. */
const COLLECTED: { what: string; why: string; kept: string }[] = [
  {
    what: 'Conta: nome, e-mail, senha (guardada só como hash), foto de perfil e WhatsApp, se você informar.',
    why: 'Identificar você, entrar na sua conta e falar com você sobre ela (execução do contrato).',
    kept: 'Enquanto a conta existir.',
  },
  {
    what: 'Progresso: aulas assistidas, o ponto em que parou cada vídeo, favoritos e certificados.',
    why: 'Continuar de onde você parou e emitir o certificado de conclusão (execução do contrato).',
    kept: 'Enquanto a conta existir; o certificado emitido continua verificável pelo código.',
  },
  {
    what: 'Comentários e respostas que você publica nas aulas.',
    why: 'Mostrar a conversa a quem faz o curso e avisar você de respostas (execução do contrato).',
    kept: 'Até você ou a equipe apagarem, ou até a exclusão da conta.',
  },
  {
    what: 'Dispositivos e sessões: endereço IP, navegador e sistema (user agent), datas de acesso.',
    why: 'Manter você conectado, mostrar seus dispositivos e proteger a conta contra abuso (legítimo interesse e segurança).',
    kept: 'Enquanto a sessão estiver ativa; sessões sem uso expiram e são apagadas.',
  },
  {
    what: 'E-mails que enviamos a você: destinatário, assunto, tipo e quando foram entregues.',
    why: 'Entregar avisos de segurança, respostas e novidades que você escolheu receber.',
    kept: 'O texto do e-mail por até 24 horas depois do envio; o registro de envio enquanto a conta existir.',
  },
  {
    what: 'Compras feitas na Hotmart, na Kiwify ou na Eduzz: nome, e-mail, produto, código da transação e situação.',
    why: 'Liberar o acesso ao que você comprou (execução do contrato) e cumprir a lei fiscal (obrigação legal).',
    kept: 'Pelo prazo exigido pela lei fiscal (5 anos); depois de excluída a conta, sem dados que identifiquem você.',
  },
  {
    what: 'Aceite destes termos: versões aceitas, data e hora, e o endereço IP abreviado.',
    why: 'Comprovar o aceite (cumprimento de obrigação legal).',
    kept: 'Enquanto a conta existir.',
  },
];

/** `/privacidade`: the Aviso de privacidade (LGPD, Lei 13.709/2018), public and rendered by the server. */
export function PrivacyNotice({ rightsHref, termsHref }: PrivacyNoticeProps) {
  return (
    <NoticeFrame title="Aviso de privacidade" version={PRIVACY_VERSION}>
      <p className="leading-relaxed">
        Este aviso explica quais dados pessoais a Aula coleta quando você usa a plataforma, para que
        eles servem, por quanto tempo ficam guardados e como você exerce os seus direitos previstos
        na Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018). Ele complementa os{' '}
        <FeatureLink href={termsHref} className={link}>
          Termos de uso
        </FeatureLink>
        .
      </p>
      <NoticeSection title="Quem cuida dos seus dados">
        <p>
          A escola que oferece os cursos nesta plataforma é a controladora dos seus dados. Para
          qualquer assunto sobre privacidade, escreva para <PrivacyContact />.
        </p>
      </NoticeSection>
      <NoticeSection title="O que coletamos, por quê e por quanto tempo">
        <ul className="flex list-disc flex-col gap-3 pl-5">
          {COLLECTED.map((item) => (
            <li key={item.what}>
              <p className="font-medium">{item.what}</p>
              <p>
                <span className="font-medium">Para quê:</span> {item.why}
              </p>
              <p>
                <span className="font-medium">Por quanto tempo:</span> {item.kept}
              </p>
            </li>
          ))}
        </ul>
      </NoticeSection>
      <NoticeSection title="Monitoramento de erros">
        <p>
          Para corrigir falhas, a Aula envia relatórios de erro ao Sentry, sem dados de
          identificação pessoal. A gravação de sessão usada nesses relatórios mascara todo o texto
          da página e tudo o que é digitado nos campos, e bloqueia imagens e vídeos: ela mostra só a
          estrutura da tela, nunca o seu nome, seu e-mail, suas senhas ou seus comentários.
        </p>
      </NoticeSection>
      <NoticeSection title="Com quem compartilhamos">
        <p>
          Não vendemos seus dados. Eles são tratados por fornecedores que nos ajudam a operar a
          plataforma (hospedagem, envio de e-mails e monitoramento de erros) e pelas plataformas de
          pagamento nas quais você comprou, cada um só com o necessário para o seu serviço.
        </p>
      </NoticeSection>
      <NoticeSection title="Seus direitos">
        <p>
          Você pode confirmar que tratamos seus dados, acessá-los, corrigi-los, levá-los para outro
          serviço (portabilidade), pedir a exclusão e revogar o seu consentimento (LGPD, art. 18).
          Com a conta aberta, faça isso em{' '}
          <FeatureLink href={rightsHref} className={link}>
            Minha conta › Privacidade
          </FeatureLink>
          : lá você baixa todos os seus dados e pode excluir a conta. Se preferir, ou se não
          conseguir entrar, escreva para <PrivacyContact />; respondemos em até 15 dias.
        </p>
      </NoticeSection>
      <NoticeSection title="Mudanças neste aviso">
        <p>
          Quando este aviso mudar, a data da versão no topo da página muda também, e pedimos o seu
          aceite de novo na próxima vez que você abrir a Aula.
        </p>
      </NoticeSection>
    </NoticeFrame>
  );
}
