import { countLabel } from '../../i18n/plural';

/** The curriculum editor's texts (pt-BR): the page, its sections and lectures, and what failed. */
export const contentMessages = {
  title: 'Conteúdo',
  intro: 'As seções e aulas do curso, na ordem em que os alunos as veem.',
  sectionsLabel: 'Ordem das seções',
  lecturesLabel: (section: string) => `Aulas da seção ${section}`,
  sectionHandle: (section: string) => `seção ${section}`,
  addSection: 'Adicionar seção',
  newSectionName: 'Nome da nova seção',
  sectionName: 'Nome da seção',
  rename: 'Renomear',
  renameSection: (section: string) => `Renomear a seção ${section}`,
  deleteSection: (section: string) => `Excluir a seção ${section}`,
  deleteSectionTitle: (section: string) => `Excluir a seção “${section}”?`,
  deleteSectionDescription: (count: number) =>
    count === 0
      ? 'A seção será excluída.'
      : count === 1
        ? 'A seção e sua aula serão excluídas.'
        : `A seção e suas ${count} aulas serão excluídas.`,
  lecturesCount: (count: number) => countLabel(count, 'aula', 'aulas'),
  noLectures: 'Nenhuma aula nesta seção ainda.',
  addLecture: 'Adicionar aula',
  addLectureIn: (section: string) => `Adicionar aula na seção ${section}`,
  newLectureTitle: 'Título da nova aula',
  edit: (lecture: string) => `Editar ${lecture}`,
  deleteLecture: (lecture: string) => `Excluir ${lecture}`,
  deleteLectureTitle: (lecture: string) => `Excluir a aula “${lecture}”?`,
  deleteLectureDescription:
    'Os comentários, marcações e o progresso dos alunos nesta aula também serão excluídos.',
  moveTo: 'Mover para…',
  moveToLabel: 'Mover para a seção',
  free: 'Grátis',
  published: 'Publicada',
  freeSwitch: (lecture: string) => `Grátis: ${lecture}`,
  publishedSwitch: (lecture: string) => `Publicada: ${lecture}`,
  draft: 'Rascunho',
  scheduled: (date: string) => `Agendada para ${date}`,
  saving: 'Salvando…',
  emptyTitle: 'Este curso ainda não tem seções',
  emptyDescription: 'Comece pela primeira seção; depois adicione as aulas dela.',
  loadError: 'Não foi possível carregar o conteúdo do curso.',
  saved: 'Aula salva.',
  failed: {
    addSection: 'Não foi possível adicionar a seção.',
    renameSection: 'Não foi possível renomear a seção. O nome anterior foi restaurado.',
    deleteSection: 'Não foi possível excluir a seção. Ela foi restaurada.',
    rankSections: 'Não foi possível reordenar as seções. A ordem anterior foi restaurada.',
    addLecture: 'Não foi possível adicionar a aula.',
    updateLecture: 'Não foi possível alterar a aula. O valor anterior foi restaurado.',
    deleteLecture: 'Não foi possível excluir a aula. Ela foi restaurada.',
    rankLectures: 'Não foi possível reordenar as aulas. A ordem anterior foi restaurada.',
    moveLecture: 'Não foi possível mover a aula. A ordem anterior foi restaurada.',
  },
} as const;
