/**
 * The description editor's words (pt-BR), apart from the editor itself so that the drawer and
 * the stories read them without loading Tiptap (the editor is a chunk of its own).
 */
export const editorMessages = {
  toolbar: 'Formatação da descrição',
  bold: 'Negrito',
  italic: 'Itálico',
  underline: 'Sublinhado',
  strike: 'Tachado',
  code: 'Código',
  heading: 'Título',
  subheading: 'Subtítulo',
  bulletList: 'Lista',
  orderedList: 'Lista numerada',
  blockquote: 'Citação',
  link: 'Link',
  undo: 'Desfazer',
  redo: 'Refazer',
  loading: 'Carregando o editor…',
  linkDialog: 'Link',
  linkField: 'Endereço do link',
  linkHint: 'Comece com https://, http:// ou mailto:.',
  linkApply: 'Aplicar',
  linkRemove: 'Remover link',
  linkCancel: 'Cancelar',
  linkRequired: 'Informe o endereço do link.',
  linkInvalid:
    'Endereço não aceito: use um link que comece com https://, http:// ou mailto: (por exemplo https://aula.dev).',
} as const;
