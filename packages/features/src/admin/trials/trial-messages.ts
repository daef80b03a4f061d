import { countLabel } from '../../i18n/plural';
/** The texts of `/admin/periodo-de-teste` (pt-BR): the list, its states and the form drawer. */
export const trialMessages = {
  title: 'Período de teste',
  intro:
    'Durante o intervalo, quem entrar na conta (login, cadastro ou convite) sem nunca ter tido o produto ganha uma assinatura em teste pelos dias escolhidos.',
  add: 'Novo período de teste',
  caption: 'Períodos de teste',
  product: 'Produto',
  interval: 'Intervalo',
  days: 'Dias de teste',
  status: 'Situação',
  actions: 'Ações',
  active: 'ativo agora',
  scheduled: 'agendado',
  ended: 'encerrado',
  daysValue: (days: number) => countLabel(days, 'dia', 'dias'),
  granted: (count: number) =>
    countLabel(count, 'assinatura em teste concedida', 'assinaturas em teste concedidas'),
  edit: (product: string) => `Editar o período de ${product}`,
  remove: (product: string) => `Excluir o período de ${product}`,
  confirmTitle: (product: string) => `Excluir o período de teste de “${product}”?`,
  confirmDescription:
    'Novos alunos deixam de ganhar o teste. As assinaturas em teste já concedidas continuam valendo.',
  removed: 'Período de teste excluído.',
  removeFailed: (reason: string) => `Não foi possível excluir o período de teste: ${reason}`,
  emptyTitle: 'Nenhum período de teste',
  emptyDescription: 'Crie um período para oferecer de 1 a 30 dias de acesso a um produto.',
  loadError: 'Não foi possível carregar os períodos de teste.',
  addTitle: 'Novo período de teste',
  editTitle: 'Editar período de teste',
  formDescription:
    'As datas seguem o horário de Brasília. Intervalos do mesmo produto não podem se sobrepor.',
  productPlaceholder: 'Escolha um produto',
  startsOn: 'Início',
  endsOn: 'Término',
  daysHint: 'De 1 a 30 dias, contados a partir do dia em que o aluno entra.',
  save: 'Salvar',
  added: 'Período de teste criado.',
  saved: 'Período de teste atualizado.',
  productsError: 'Não foi possível carregar os produtos.',
} as const;
