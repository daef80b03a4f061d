import { isApiError } from '@aula/contract';
import { SCHOOL_TIME_ZONE } from '../shared/school-time';

/** The texts of a student's "Assinaturas" (pt-BR): the list, the details drawer, the grant form. */
export const studentSubscriptionsMessages = {
  title: 'Assinaturas',
  intro: 'As assinaturas da conta. Abra uma para mudar a data de término ou cancelá-la.',
  caption: 'Assinaturas do estudante',
  product: 'Produto',
  status: 'Situação',
  provider: 'Origem',
  startedAt: 'Início',
  endsAt: 'Término',
  noEnd: 'sem data de término',
  manage: 'Gerenciar',
  manageLabel: (product: string) => `Gerenciar a assinatura de ${product}`,
  grant: 'Conceder assinatura',
  emptyTitle: 'Nenhuma assinatura',
  emptyText: 'Esta conta ainda não assinou nenhum produto.',
  loadError: 'Não foi possível carregar as assinaturas.',
  drawerDescription: 'Situação, origem e datas desta assinatura.',
  newEnd: 'Nova data de término',
  newEndHint: 'A assinatura termina no fim deste dia (horário de Brasília). Vazio: sem término.',
  saveEnd: 'Salvar data de término',
  endSaved: (product: string) => `Data de término de ${product} atualizada.`,
  endFailed: (product: string, reason: string) =>
    `Não foi possível mudar a data de término de ${product}. ${reason}`,
  lifetimeNoEnd: 'Uma assinatura vitalícia não tem data de término.',
  cancel: 'Cancelar assinatura',
  cancelTitle: (product: string) => `Cancelar a assinatura de ${product}?`,
  cancelText:
    'O acesso aos cursos deste produto termina agora. O estudante ainda verá a assinatura como cancelada.',
  cancelConfirm: 'Cancelar assinatura',
  cancelKeep: 'Manter',
  canceled: (product: string) => `Assinatura de ${product} cancelada.`,
  cancelFailed: (product: string, reason: string) =>
    `Não foi possível cancelar a assinatura de ${product}. ${reason}`,
  close: 'Fechar',
  grantTitle: 'Conceder assinatura manual',
  grantDescription: 'Uma assinatura ativa, concedida pela equipe, a partir de agora.',
  grantProduct: 'Produto',
  chooseProduct: 'Escolha um produto',
  grantEnd: 'Data de término (opcional)',
  grantEndHint: 'Vazio: sem data de término.',
  grantSubmit: 'Conceder',
  granted: (product: string) => `Assinatura de ${product} concedida.`,
  productRequired: 'Escolha um produto.',
} as const;

const schoolDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** `31/01/2030`, the day in the school's time zone (an end is that day's last moment there). */
export const formatSchoolDate = (iso: string) => schoolDate.format(new Date(iso));

/** The server's first message for `field`, when it refused the request for that field. */
export const fieldErrorOf = (error: unknown, field: string) =>
  isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;
