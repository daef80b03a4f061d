import { certificateDate, hoursText } from '@aula/contract';

/** `29 de novembro de 2026`: a certificate's date, the school's day, as its PDF writes it. */
export const longDate = certificateDate;
export { hoursText };

export const certificateMessages = {
  pageTitle: 'Certificados',
  pageIntro: 'Os certificados dos cursos que você concluiu.',
  empty: 'Você ainda não tem certificados. Conclua todas as aulas de um curso para recebê-lo.',
  loadError: 'Não foi possível carregar os certificados.',
  nameTitle: 'Nome no certificado',
  nameIntro:
    'Confira seu nome completo como deve aparecer nos certificados. Depois de emitido, o nome não muda no certificado.',
  nameLabel: 'Nome completo',
  nameConfirm: 'Confirmar nome',
  nameConfirmed: 'Nome confirmado. Seus certificados foram emitidos.',
  nameCurrent: (name: string) => `Nome nos próximos certificados: ${name}`,
  nameChange: 'Alterar nome',
  nameChangeTitle: 'Alterar o nome dos próximos certificados',
  nameChangeIntro:
    'Os certificados já emitidos continuam com o nome com que saíram; se um deles tem um erro, fale com a escola.',
  nameSave: 'Salvar nome',
  nameCancel: 'Cancelar',
  nameChanged: 'Nome alterado. Os próximos certificados sairão com ele.',
  awaiting: 'Aguardando a confirmação do nome',
  valid: 'Válido',
  revoked: 'Revogado',
  download: 'Baixar certificado',
  downloadOf: (course: string) => `Baixar certificado de ${course}`,
  verify: 'Página pública',
  verifyOf: (course: string) => `Página pública do certificado de ${course}`,
  completedOn: (date: string) => `Concluído em ${date}`,
  hours: (hours: number) => `Carga horária: ${hoursText(hours)}`,
  code: (code: string) => `Código: ${code}`,
  revokedOn: (date: string) => `Revogado em ${date}`,
  congratulations: (course: string) => `Parabéns, você concluiu ${course}!`,
  congratulationsReady: 'Seu certificado está pronto.',
  congratulationsName: 'Confirme o nome no certificado para emiti-lo.',
  seeCertificates: 'Ver meus certificados',
} as const;

export const verificationMessages = {
  title: 'Verificação de certificado',
  valid: 'Certificado válido',
  validText: (school: string) => `Este certificado foi emitido por ${school} e é válido.`,
  revoked: 'Certificado revogado',
  revokedText: (date: string) => `Este certificado foi revogado em ${date} e não é mais válido.`,
  name: 'Nome',
  course: 'Curso',
  hours: 'Carga horária',
  completed: 'Concluído em',
  signer: 'Assinado por',
  code: 'Código',
  unknownTitle: 'Certificado não encontrado',
  malformedTitle: 'Código inválido',
  linkedin: 'Adicionar ao LinkedIn',
  loadError: 'Não foi possível verificar o certificado.',
} as const;
