// The server-rendering consumer (run by scripts/test-consumer.mjs in plain Node, no jsdom, from
// the fresh app that installed the packed tarball): every exported primitive goes through
// `renderToString` with the minimal props it needs, and `window` / `document` must stay
// undefined while the package is imported and rendered. A component export that no case renders
// fails the run, so a new primitive needs its case here.
//
// Portalled content (dialog, drawer, menu panels) renders nothing on the server: Radix mounts
// portals after hydration. Such parts are still in the rendered tree, as an SSR app would have them.
import { Fragment, createElement as h } from 'react';

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
 * One case per primitive family: the element to render and the exports it holds.
 * @type {{ name: string; covers: string[]; element: () => import('react').ReactElement }[]}
 */
const cases = [
  {
    name: 'Accordion',
    covers: ['Accordion', 'AccordionItem', 'AccordionTrigger', 'AccordionContent'],
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
    covers: ['Alert'],
    element: () => h(ui.Alert, { variant: 'error', title: 'Erro', onDismiss: noop }, 'Detalhe'),
  },
  {
    name: 'Avatar',
    covers: ['Avatar', 'AvatarGroup'],
    element: () =>
      h(
        ui.AvatarGroup,
        { max: 2 },
        h(ui.Avatar, { name: 'Maria da Silva' }),
        h(ui.Avatar, { name: 'João Souza', src: '/foto.png' }),
        h(ui.Avatar, { name: 'Ana Lima' }),
      ),
  },
  { name: 'Badge', covers: ['Badge'], element: () => h(ui.Badge, null, 'Novo') },
  { name: 'Button', covers: ['Button'], element: () => h(ui.Button, null, 'Salvar') },
  {
    name: 'Card',
    covers: ['Card', 'CardHeader', 'CardTitle', 'CardDescription', 'CardContent', 'CardFooter'],
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
    covers: ['Checkbox'],
    element: () => h(ui.Checkbox, { 'aria-label': 'Aceito', defaultChecked: true }),
  },
  {
    name: 'ConfirmDialog',
    covers: ['ConfirmDialog'],
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
    covers: ['Calendar'],
    element: () => h(ui.Calendar, { mode: 'single', selected: date, defaultMonth: date }),
  },
  {
    name: 'DatePicker',
    covers: ['DatePicker', 'DateTimePicker'],
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
    covers: [
      'Dialog',
      'DialogTrigger',
      'DialogContent',
      'ModalContent',
      'DialogHeader',
      'DialogTitle',
      'DialogDescription',
      'DialogFooter',
      'DialogClose',
    ],
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
    covers: [
      'Drawer',
      'DrawerTrigger',
      'DrawerContent',
      'DrawerHeader',
      'DrawerTitle',
      'DrawerDescription',
      'DrawerBody',
      'DrawerFooter',
      'DrawerClose',
    ],
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
    covers: [
      'DropdownMenu',
      'DropdownMenuTrigger',
      'DropdownMenuContent',
      'DropdownMenuGroup',
      'DropdownMenuLabel',
      'DropdownMenuItem',
      'DropdownMenuCheckboxItem',
      'DropdownMenuSeparator',
    ],
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
    covers: ['EmptyState'],
    element: () => h(ui.EmptyState, { title: 'Nada por aqui', description: 'Ainda.' }),
  },
  {
    name: 'FormField',
    covers: ['FormField', 'Input', 'Label'],
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
    covers: ['Pagination'],
    element: () => h(ui.Pagination, { page: 3, pageCount: 10, getHref: (page) => `?p=${page}` }),
  },
  {
    name: 'PasswordInput',
    covers: ['PasswordInput'],
    element: () => h(ui.PasswordInput, { 'aria-label': 'Senha' }),
  },
  {
    name: 'PinInput',
    covers: ['PinInput'],
    element: () => h(ui.PinInput, { length: 6, 'aria-label': 'Código' }),
  },
  {
    name: 'Popover',
    covers: ['Popover', 'PopoverTrigger', 'PopoverAnchor', 'PopoverContent', 'PopoverClose'],
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
    covers: ['Progress'],
    element: () => h(ui.Progress, { value: 40, label: 'Progresso', showValue: true }),
  },
  {
    name: 'RadioGroup',
    covers: ['RadioGroup', 'RadioGroupItem'],
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
    covers: ['Select'],
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
  { name: 'Separator', covers: ['Separator'], element: () => h(ui.Separator) },
  { name: 'Skeleton', covers: ['Skeleton'], element: () => h(ui.Skeleton, { className: 'h-4' }) },
  {
    name: 'SortableList',
    covers: ['SortableList'],
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
  { name: 'Spinner', covers: ['Spinner'], element: () => h(ui.Spinner) },
  {
    name: 'Stepper',
    covers: ['Stepper'],
    element: () =>
      h(ui.Stepper, { current: 1, steps: [{ title: 'Conta' }, { title: 'Pagamento' }] }),
  },
  {
    name: 'Switch',
    covers: ['Switch'],
    element: () => h(ui.Switch, { 'aria-label': 'Notificações', defaultChecked: true }),
  },
  {
    name: 'Table',
    covers: ['Table'],
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
    covers: ['Tabs', 'TabsList', 'TabsTrigger', 'TabsContent'],
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
    covers: ['Textarea'],
    element: () => h(ui.Textarea, { 'aria-label': 'Comentário', defaultValue: 'Olá' }),
  },
  {
    name: 'Toaster',
    covers: ['Toaster'],
    element: () => h(Fragment, null, h(ui.Toaster), h(toasterEntry.Toaster)),
  },
  {
    name: 'Tooltip',
    covers: ['Tooltip', 'TooltipProvider'],
    element: () =>
      h(
        ui.TooltipProvider,
        null,
        h(ui.Tooltip, { content: 'Dica', defaultOpen: true }, h(ui.Button, null, 'Ajuda')),
      ),
  },
];

// Components are the PascalCase exports; hooks, helpers and CONSTANTS are not rendered.
const components = Object.keys(ui).filter((name) => /^[A-Z][a-z]/.test(name));
const covered = new Set(cases.flatMap((item) => item.covers));
for (const name of components) {
  if (!covered.has(name)) failures.push(`${name}: exported but no case renders it`);
}
for (const name of covered) {
  if (!components.includes(name)) failures.push(`${name}: a case names it but it is not exported`);
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
