// The server-rendering consumer (run by scripts/test-consumer.mjs in plain Node, no jsdom, from
// the fresh app that installed the packed tarball): every exported primitive goes through
// `renderToString` with the minimal props it needs, and `window` / `document` must stay
// undefined while the package is imported and rendered. A component export that appears in no
// case's element tree fails the run, so a new primitive needs its case here.
//
// Portalled content (dialog, drawer, menu panels) renders nothing on the server: Radix mounts
// portals after hydration. Such parts are still in the rendered tree, as an SSR app would have them.
import { Fragment, createElement as h, isValidElement } from 'react';

const failures = [];
/** @param {string} moment */
const assertNoDom = (moment) => {
  for (const name of ['window', 'document']) {
    if (typeof globalThis[name] !== 'undefined') failures.push(`${name} is defined ${moment}`);
  }
};
assertNoDom('before the import');
const ui = await import('@aula/ui');
const toasterEntry = await import('@aula/ui/toaster');
const { renderToString } = await import('react-dom/server');
assertNoDom('after importing @aula/ui');

const noop = () => {};
const date = new Date(2026, 10, 24);
/**
 * One case per primitive family: the element tree to render.
 * @type {{ name: string; element: () => import('react').ReactElement }[]}
 */
const cases = [
  {
    name: 'Accordion',
    element: () =>
      h(
        ui.Accordion,
        { type: 'single', collapsible: true, defaultValue: 'a' },
        h(
          ui.AccordionItem,
          { value: 'a' },
          h(ui.AccordionTrigger, null, 'Pergunta'),
          h(ui.AccordionContent, null, 'Resposta'),
        ),
      ),
  },
  {
    name: 'Alert',
    element: () => h(ui.Alert, { variant: 'error', title: 'Erro', onDismiss: noop }, 'Detalhe'),
  },
  {
    name: 'Avatar',
    element: () =>
      h(
        ui.AvatarGroup,
        { max: 2 },
        h(ui.Avatar, { name: 'Maria da Silva' }),
        h(ui.Avatar, { name: 'João Souza', src: '/foto.png' }),
        h(ui.Avatar, { name: 'Ana Lima' }),
      ),
  },
  { name: 'Badge', element: () => h(ui.Badge, null, 'Novo') },
  { name: 'Button', element: () => h(ui.Button, null, 'Salvar') },
  {
    name: 'Card',
    element: () =>
      h(
        ui.Card,
        null,
        h(
          ui.CardHeader,
          null,
          h(ui.CardTitle, null, 'Título'),
          h(ui.CardDescription, null, 'Descrição'),
        ),
        h(ui.CardContent, null, 'Conteúdo'),
        h(ui.CardFooter, null, 'Rodapé'),
      ),
  },
  {
    name: 'Checkbox',
    element: () => h(ui.Checkbox, { 'aria-label': 'Aceito', defaultChecked: true }),
  },
  {
    name: 'ConfirmDialog',
    element: () =>
      h(ui.ConfirmDialog, {
        defaultOpen: true,
        trigger: h(ui.Button, null, 'Excluir'),
        title: 'Excluir o curso?',
        onConfirm: noop,
      }),
  },
  {
    name: 'Calendar',
    element: () => h(ui.Calendar, { mode: 'single', selected: date, defaultMonth: date }),
  },
  {
    name: 'DatePicker',
    element: () =>
      h(
        Fragment,
        null,
        h(ui.DatePicker, { defaultValue: date, 'aria-label': 'Data' }),
        h(ui.DateTimePicker, { defaultValue: date, 'aria-label': 'Data e hora' }),
      ),
  },
  {
    name: 'Dialog',
    element: () =>
      h(
        ui.Dialog,
        { defaultOpen: true },
        h(ui.DialogTrigger, null, 'Abrir'),
        h(ui.DialogContent, null, h(ui.DialogTitle, null, 'No portal')),
        h(ui.ModalContent, null, h(ui.DialogTitle, null, 'No portal')),
        // outside the portal, so these parts do render on the server
        h(
          ui.DialogHeader,
          null,
          h(ui.DialogTitle, null, 'Título'),
          h(ui.DialogDescription, null, 'Descrição'),
        ),
        h(ui.DialogFooter, null, h(ui.DialogClose, null, 'Fechar')),
      ),
  },
  {
    name: 'Drawer',
    element: () =>
      h(
        ui.Drawer,
        { defaultOpen: true },
        h(ui.DrawerTrigger, null, 'Abrir'),
        h(ui.DrawerContent, null, h(ui.DrawerTitle, null, 'No portal')),
        h(
          ui.DrawerHeader,
          null,
          h(ui.DrawerTitle, null, 'Título'),
          h(ui.DrawerDescription, null, 'Descrição'),
        ),
        h(ui.DrawerBody, null, 'Corpo'),
        h(ui.DrawerFooter, null, h(ui.DrawerClose, null, 'Fechar')),
      ),
  },
  {
    name: 'DropdownMenu',
    element: () =>
      h(
        ui.DropdownMenu,
        { defaultOpen: true },
        h(ui.DropdownMenuTrigger, null, 'Ações'),
        h(
          ui.DropdownMenuContent,
          null,
          h(
            ui.DropdownMenuGroup,
            null,
            h(ui.DropdownMenuLabel, null, 'Comentário'),
            h(ui.DropdownMenuItem, null, 'Editar'),
            h(ui.DropdownMenuCheckboxItem, { checked: true }, 'Fixado'),
            h(ui.DropdownMenuSeparator),
            h(ui.DropdownMenuItem, { variant: 'destructive' }, 'Excluir'),
          ),
        ),
      ),
  },
  {
    name: 'EmptyState',
    element: () => h(ui.EmptyState, { title: 'Nada por aqui', description: 'Ainda.' }),
  },
  {
    name: 'FormField',
    element: () =>
      h(
        Fragment,
        null,
        h(
          ui.FormField,
          { label: 'E-mail', hint: 'O seu e-mail', error: 'Obrigatório', required: true },
          h(ui.Input, { type: 'email' }),
        ),
        h(ui.Label, { htmlFor: 'nome' }, 'Nome'),
        h(ui.Input, { id: 'nome' }),
      ),
  },
  {
    name: 'Pagination',
    element: () => h(ui.Pagination, { page: 3, pageCount: 10, getHref: (page) => `?p=${page}` }),
  },
  {
    name: 'PasswordInput',
    element: () => h(ui.PasswordInput, { 'aria-label': 'Senha' }),
  },
  {
    name: 'PinInput',
    element: () => h(ui.PinInput, { length: 6, 'aria-label': 'Código' }),
  },
  {
    name: 'Popover',
    element: () =>
      h(
        ui.Popover,
        { defaultOpen: true },
        h(ui.PopoverAnchor, null, h(ui.PopoverTrigger, null, 'Filtros')),
        h(ui.PopoverContent, null, 'Conteúdo', h(ui.PopoverClose, null, 'Fechar')),
      ),
  },
  {
    name: 'Progress',
    element: () => h(ui.Progress, { value: 40, label: 'Progresso', showValue: true }),
  },
  {
    name: 'RadioGroup',
    element: () =>
      h(
        ui.RadioGroup,
        { defaultValue: 'a', 'aria-label': 'Plano' },
        h(ui.RadioGroupItem, { value: 'a', label: 'Mensal' }),
        h(ui.RadioGroupItem, { value: 'b', label: 'Anual' }),
      ),
  },
  {
    name: 'Select',
    element: () =>
      h(ui.Select, {
        'aria-label': 'Curso',
        placeholder: 'Escolha',
        options: [
          { value: 'a', label: 'Front-end' },
          { value: 'b', label: 'Dados' },
        ],
      }),
  },
  { name: 'Separator', element: () => h(ui.Separator) },
  { name: 'Skeleton', element: () => h(ui.Skeleton, { className: 'h-4' }) },
  {
    name: 'SortableHandle',
    element: () =>
      h(ui.SortableHandle, {
        label: 'Introdução',
        attributes: { role: 'button', tabIndex: 0, 'aria-roledescription': 'sortable' },
        listeners: undefined,
      }),
  },
  {
    name: 'SortableItem',
    element: () =>
      h('ul', null, h(ui.SortableItem, { id: 'a', label: 'Introdução' }, 'Introdução')),
  },
  {
    name: 'SortableList',
    element: () =>
      h(ui.SortableList, {
        label: 'Aulas',
        items: ['Introdução', 'Fundamentos'],
        getId: (item) => item,
        getLabel: (item) => item,
        renderItem: (item) => item,
        onReorder: noop,
      }),
  },
  { name: 'Spinner', element: () => h(ui.Spinner) },
  {
    name: 'Stepper',
    element: () =>
      h(ui.Stepper, { current: 1, steps: [{ title: 'Conta' }, { title: 'Pagamento' }] }),
  },
  {
    name: 'Switch',
    element: () => h(ui.Switch, { 'aria-label': 'Notificações', defaultChecked: true }),
  },
  {
    name: 'Table',
    element: () =>
      h(ui.Table, {
        caption: 'Alunos',
        selectable: true,
        rows: [
          { id: '1', name: 'Maria' },
          { id: '2', name: 'João' },
        ],
        getRowId: (row) => row.id,
        getRowLabel: (row) => row.name,
        columns: [
          {
            id: 'name',
            header: 'Nome',
            cell: (row) => row.name,
            sortValue: (row) => row.name,
            rowHeader: true,
          },
        ],
        defaultSort: { columnId: 'name', direction: 'asc' },
      }),
  },
  {
    name: 'Tabs',
    element: () =>
      h(
        ui.Tabs,
        { defaultValue: 'a' },
        h(ui.TabsList, { 'aria-label': 'Seções' }, h(ui.TabsTrigger, { value: 'a' }, 'Aulas')),
        h(ui.TabsContent, { value: 'a' }, 'Lista'),
      ),
  },
  {
    name: 'Textarea',
    element: () => h(ui.Textarea, { 'aria-label': 'Comentário', defaultValue: 'Olá' }),
  },
  {
    name: 'Toaster',
    element: () => h(Fragment, null, h(ui.Toaster), h(toasterEntry.Toaster)),
  },
  {
    name: 'Tooltip',
    element: () =>
      h(
        ui.TooltipProvider,
        null,
        h(ui.Tooltip, { content: 'Dica', defaultOpen: true }, h(ui.Button, null, 'Ajuda')),
      ),
  },
];

// Components are the PascalCase exports; hooks, helpers and CONSTANTS are not rendered. Each must
// be the type of some element in a case's tree (children and element-valued props included).
/** @param {unknown} node @param {Set<unknown>} types */
const collectTypes = (node, types) => {
  if (Array.isArray(node)) for (const child of node) collectTypes(child, types);
  else if (isValidElement(node)) {
    types.add(node.type);
    for (const value of Object.values(/** @type {Record<string, unknown>} */ (node.props))) {
      collectTypes(value, types);
    }
  }
};
const rendered = new Set();
for (const { element } of cases) collectTypes(element(), rendered);
const components = Object.keys(ui).filter((name) => /^[A-Z][a-z]/.test(name));
for (const name of components) {
  if (!rendered.has(ui[name])) failures.push(`${name}: exported but no case renders it`);
}

const errors = [];
const originalError = console.error;
console.error = (...args) => errors.push(args.map(String).join(' '));
const started = performance.now();
for (const { name, element } of cases) {
  errors.length = 0;
  try {
    const html = renderToString(element());
    if (!html.includes('<')) failures.push(`${name}: rendered no markup`);
    else if (errors.length > 0) failures.push(`${name}: console.error: ${errors[0]}`);
    else console.log(`  ✓ ${name} (${html.length} chars)`);
  } catch (error) {
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    failures.push(`${name}: ${stack.split('\n').slice(0, 4).join('\n')}`);
  }
}
console.error = originalError;
assertNoDom('after rendering');

if (failures.length > 0) {
  console.error(`SSR consumer: ${failures.length} failure(s)\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  `SSR consumer: ${cases.length} cases, ${components.length} components rendered to strings without window/document (${Math.round(performance.now() - started)} ms)`,
);
