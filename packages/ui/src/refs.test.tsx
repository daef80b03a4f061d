import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import * as ui from './index';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Alert,
  Avatar,
  AvatarGroup,
  Badge,
  Button,
  Calendar,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  ConfirmDialog,
  DatePicker,
  DateTimePicker,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  FormField,
  Input,
  Label,
  ModalContent,
  Pagination,
  PasswordInput,
  PinInput,
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  Progress,
  RadioGroup,
  RadioGroupItem,
  Select,
  Separator,
  Skeleton,
  SortableHandle,
  SortableItem,
  SortableList,
  Spinner,
  Stepper,
  Switch,
  Table,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  Toaster,
  Tooltip,
} from './index';

/**
 * Every public component still works with a caller's `ref` (React 19: `ref` is a prop): the ref
 * gets the element the component is about, and the component's own behaviour, which may need
 * its own ref on the same element, still works. One row per component; the last test fails when
 * an export is added without a row here.
 */

/** A caller's callback ref: a function of `Element` fits every element's ref type. */
type CallerRef = (node: Element | null) => void;

interface RefCase {
  /** The export under test; a component may have more than one row. */
  name: keyof typeof ui;
  /** What the row shows, when a component has more than one. */
  variant?: string;
  render: (ref: CallerRef) => React.ReactElement;
  /** The element the caller's ref must hold. */
  expected: () => Element | null;
  /** The component's behaviour, checked with the caller's ref in place. */
  works?: (element: Element) => unknown;
}

/** Components that render no element of their own (a context or a state holder). */
const RENDERS_NO_ELEMENT: readonly (keyof typeof ui)[] = [
  'Dialog',
  'Drawer',
  'DropdownMenu',
  'Popover',
  'TooltipProvider',
];

const bySlot = (slot: string) => document.querySelector(`[data-slot="${slot}"]`);

/** An accordion with the caller's ref on one of its parts. */
function AccordionExample({ at, r }: { at: string; r: CallerRef }) {
  const pick = (part: string) => (part === at ? { ref: r } : {});
  return (
    <Accordion type="single" collapsible defaultValue="a" {...pick('root')}>
      <AccordionItem value="a" {...pick('item')}>
        <AccordionTrigger {...pick('trigger')}>Módulo 1</AccordionTrigger>
        <AccordionContent {...pick('content')}>Aulas do módulo</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
const accordionCase = (name: keyof typeof ui, at: string, slot: string): RefCase => ({
  name,
  render: (r) => <AccordionExample at={at} r={r} />,
  expected: () => bySlot(slot),
  works: async () => {
    const trigger = screen.getByRole('button', { name: 'Módulo 1' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

/** An open dialog (or drawer) with the caller's ref on one of its parts. */
function ModalExample({ kind, at, r }: { kind: 'dialog' | 'drawer'; at: string; r: CallerRef }) {
  const pick = (part: string) => (part === at ? { ref: r } : {});
  if (kind === 'drawer') {
    return (
      <Drawer defaultOpen>
        <DrawerTrigger {...pick('trigger')}>Abrir</DrawerTrigger>
        <DrawerContent {...pick('content')}>
          <DrawerHeader {...pick('header')}>
            <DrawerTitle {...pick('title')}>Anotações</DrawerTitle>
            <DrawerDescription {...pick('description')}>Suas notas da aula</DrawerDescription>
          </DrawerHeader>
          <DrawerBody {...pick('body')}>Texto</DrawerBody>
          <DrawerFooter {...pick('footer')}>
            <DrawerClose {...pick('close')}>Concluir</DrawerClose>
          </DrawerFooter>
        </DrawerContent>
      </Drawer>
    );
  }
  const Content = at === 'modal' ? ModalContent : DialogContent;
  return (
    <Dialog defaultOpen>
      <DialogTrigger {...pick('trigger')}>Abrir</DialogTrigger>
      <Content {...pick('content')} {...pick('modal')}>
        <DialogHeader {...pick('header')}>
          <DialogTitle {...pick('title')}>Editar aula</DialogTitle>
          <DialogDescription {...pick('description')}>Mude o título</DialogDescription>
        </DialogHeader>
        <DialogFooter {...pick('footer')}>
          <DialogClose {...pick('close')}>Concluir</DialogClose>
        </DialogFooter>
      </Content>
    </Dialog>
  );
}
const modalCase = (
  name: keyof typeof ui,
  kind: 'dialog' | 'drawer',
  at: string,
  expected: () => Element | null,
): RefCase => ({
  name,
  render: (r) => <ModalExample kind={kind} at={at} r={r} />,
  expected,
  works: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
});

/** An open menu with the caller's ref on one of its parts. */
function MenuExample({ at, r, onSelect }: { at: string; r: CallerRef; onSelect?: () => void }) {
  const pick = (part: string) => (part === at ? { ref: r } : {});
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger {...pick('trigger')}>Ações</DropdownMenuTrigger>
      <DropdownMenuContent {...pick('content')}>
        <DropdownMenuLabel {...pick('label')}>Comentário</DropdownMenuLabel>
        <DropdownMenuGroup {...pick('group')}>
          <DropdownMenuItem {...pick('item')} {...(onSelect ? { onSelect } : {})}>
            Editar
          </DropdownMenuItem>
          <DropdownMenuCheckboxItem {...pick('checkbox')} checked>
            Fixado
          </DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator {...pick('separator')} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
const menuCase = (name: keyof typeof ui, at: string, slot: string): RefCase => {
  const onSelect = vi.fn();
  return {
    name,
    render: (r) => <MenuExample at={at} r={r} onSelect={onSelect} />,
    expected: () =>
      at === 'group' ? screen.getByRole('group') : document.querySelector(`[data-slot="${slot}"]`),
    works: async () => {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
      expect(onSelect).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    },
  };
};

/** A popover (open unless the ref is on the trigger) with the caller's ref on one of its parts. */
function PopoverExample({ at, r }: { at: string; r: CallerRef }) {
  const pick = (part: string) => (part === at ? { ref: r } : {});
  return (
    <Popover defaultOpen={at !== 'trigger'}>
      <PopoverAnchor {...pick('anchor')}>
        <PopoverTrigger {...pick('trigger')}>Compartilhar</PopoverTrigger>
      </PopoverAnchor>
      <PopoverContent {...pick('content')} aria-label="Compartilhar aula">
        <PopoverClose {...pick('close')}>Copiar link</PopoverClose>
      </PopoverContent>
    </Popover>
  );
}
/** jsdom has no Popover API: play the browser's toggle event on the content. */
const browserToggles = (state: 'open' | 'closed') =>
  act(() => {
    bySlot('popover-content')?.dispatchEvent(
      Object.assign(new Event('toggle'), { newState: state }),
    );
  });
const popoverCase = (name: keyof typeof ui, at: string, slot: string): RefCase => ({
  name,
  render: (r) => <PopoverExample at={at} r={r} />,
  expected: () => bySlot(slot),
  works: async () => {
    const trigger = screen.getByRole('button', { name: 'Compartilhar' });
    if (at === 'trigger') browserToggles('open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link', hidden: true }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    browserToggles('open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
});

/** Tabs with the caller's ref on one of their parts. */
function TabsExample({ at, r }: { at: string; r: CallerRef }) {
  const pick = (part: string) => (part === at ? { ref: r } : {});
  return (
    <Tabs defaultValue="a" {...pick('root')}>
      <TabsList aria-label="Seções" {...pick('list')}>
        <TabsTrigger value="a">Aulas</TabsTrigger>
        <TabsTrigger value="b" {...pick('trigger')}>
          Alunos
        </TabsTrigger>
      </TabsList>
      <TabsContent value="a">Lista de aulas</TabsContent>
      <TabsContent value="b" forceMount {...pick('content')}>
        Lista de alunos
      </TabsContent>
    </Tabs>
  );
}
const tabsCase = (name: keyof typeof ui, at: string, expected: () => Element | null): RefCase => ({
  name,
  render: (r) => <TabsExample at={at} r={r} />,
  expected,
  works: async () => {
    await userEvent.click(screen.getByRole('tab', { name: 'Alunos' }));
    expect(screen.getByRole('tabpanel', { name: 'Alunos' })).toHaveTextContent('Lista de alunos');
  },
});

const typesInto = (text: string, expected: string) => async (element: Element) => {
  await userEvent.type(element as HTMLElement, text);
  expect(element).toHaveValue(expected);
};

const cases: RefCase[] = [
  accordionCase('Accordion', 'root', 'accordion'),
  accordionCase('AccordionItem', 'item', 'accordion-item'),
  accordionCase('AccordionTrigger', 'trigger', 'accordion-trigger'),
  accordionCase('AccordionContent', 'content', 'accordion-content'),
  (() => {
    const onDismiss = vi.fn();
    return {
      name: 'Alert',
      render: (r) => (
        <Alert ref={r} title="Aviso" onDismiss={onDismiss}>
          Texto
        </Alert>
      ),
      expected: () => screen.getByRole('status'),
      works: async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
        expect(onDismiss).toHaveBeenCalledOnce();
      },
    } satisfies RefCase;
  })(),
  {
    name: 'Avatar',
    render: (r) => <Avatar ref={r} name="Ana Souza" />,
    expected: () => screen.getByRole('img', { name: 'Ana Souza' }),
    works: (element) => expect(element).toHaveTextContent('AS'),
  },
  {
    name: 'AvatarGroup',
    render: (r) => (
      <AvatarGroup ref={r} max={1}>
        <Avatar name="Ana Souza" />
        <Avatar name="João Lima" />
      </AvatarGroup>
    ),
    expected: () => bySlot('avatar-group'),
    works: () => expect(screen.getByRole('img', { name: 'Mais 1 pessoa' })).toBeInTheDocument(),
  },
  {
    name: 'Badge',
    render: (r) => <Badge ref={r}>Novo</Badge>,
    expected: () => screen.getByText('Novo'),
    works: (element) => expect(element).toHaveAttribute('data-slot', 'badge'),
  },
  {
    name: 'Badge',
    variant: 'asChild',
    render: (r) => (
      <Badge asChild ref={r}>
        <a href="/novidades">Novo</a>
      </Badge>
    ),
    expected: () => screen.getByRole('link', { name: 'Novo' }),
    works: (element) => expect(element).toHaveClass('aula-badge'),
  },
  (() => {
    const onClick = vi.fn();
    return {
      name: 'Button',
      render: (r) => (
        <Button ref={r} onClick={onClick}>
          Salvar
        </Button>
      ),
      expected: () => screen.getByRole('button', { name: 'Salvar' }),
      works: async (element) => {
        await userEvent.click(element);
        expect(onClick).toHaveBeenCalledOnce();
      },
    } satisfies RefCase;
  })(),
  (() => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    return {
      name: 'Button',
      variant: 'asChild',
      render: (r) => (
        <Button asChild ref={r} onClick={onClick}>
          <a href="/cursos">Cursos</a>
        </Button>
      ),
      expected: () => screen.getByRole('link', { name: 'Cursos' }),
      works: async (element) => {
        await userEvent.click(element);
        expect(onClick).toHaveBeenCalledOnce();
      },
    } satisfies RefCase;
  })(),
  {
    name: 'Calendar',
    render: (r) => <Calendar ref={r} mode="single" defaultMonth={new Date(2026, 0, 1)} />,
    expected: () => bySlot('calendar'),
    works: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
      expect(
        screen.getByRole('button', { name: 'domingo, 1 de fevereiro de 2026' }),
      ).toBeInTheDocument();
    },
  },
  ...(
    [
      ['Card', 'card', 'div'],
      ['CardHeader', 'card-header', 'div'],
      ['CardTitle', 'card-title', 'h3'],
      ['CardDescription', 'card-description', 'p'],
      ['CardContent', 'card-content', 'div'],
      ['CardFooter', 'card-footer', 'div'],
    ] as const
  ).map(
    ([name, slot, tag]): RefCase => ({
      name,
      render: (r) => {
        const parts = { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter };
        const Part = parts[name] as React.ComponentType<{ ref: CallerRef; children: string }>;
        return <Part ref={r}>Curso</Part>;
      },
      expected: () => bySlot(slot),
      works: (element) => expect(element.tagName.toLowerCase()).toBe(tag),
    }),
  ),
  {
    name: 'Checkbox',
    render: (r) => <Checkbox ref={r} label="Aceito os termos" />,
    expected: () => screen.getByRole('checkbox', { name: 'Aceito os termos' }),
    works: async (element) => {
      await userEvent.click(screen.getByText('Aceito os termos'));
      expect(element).toHaveAttribute('aria-checked', 'true');
    },
  },
  {
    name: 'ConfirmDialog',
    variant: 'ref on the trigger',
    render: (r) => (
      <ConfirmDialog
        title="Excluir comentário?"
        onConfirm={() => {}}
        trigger={
          <button type="button" ref={r}>
            Excluir
          </button>
        }
      />
    ),
    expected: () => screen.getByRole('button', { name: 'Excluir' }),
    works: async (element) => {
      await userEvent.click(element);
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('Excluir comentário?');
    },
  },
  {
    name: 'DatePicker',
    render: (r) => <DatePicker ref={r} aria-label="Data" />,
    expected: () => screen.getByRole('textbox', { name: 'Data' }),
    works: typesInto('01022026', '01/02/2026'),
  },
  {
    name: 'DateTimePicker',
    render: (r) => <DateTimePicker ref={r} aria-label="Data" />,
    expected: () => screen.getByRole('textbox', { name: 'Data' }),
    works: typesInto('01022026', '01/02/2026'),
  },
  modalCase('DialogTrigger', 'dialog', 'trigger', () => bySlot('dialog-trigger')),
  modalCase('DialogContent', 'dialog', 'content', () => screen.getByRole('dialog')),
  modalCase('ModalContent', 'dialog', 'modal', () => screen.getByRole('dialog')),
  modalCase('DialogHeader', 'dialog', 'header', () => bySlot('dialog-header')),
  modalCase('DialogTitle', 'dialog', 'title', () => bySlot('dialog-title')),
  modalCase('DialogDescription', 'dialog', 'description', () => bySlot('dialog-description')),
  modalCase('DialogFooter', 'dialog', 'footer', () => bySlot('dialog-footer')),
  modalCase('DialogClose', 'dialog', 'close', () => bySlot('dialog-close')),
  modalCase('DrawerTrigger', 'drawer', 'trigger', () => bySlot('drawer-trigger')),
  modalCase('DrawerContent', 'drawer', 'content', () => screen.getByRole('dialog')),
  modalCase('DrawerHeader', 'drawer', 'header', () => bySlot('drawer-header')),
  modalCase('DrawerTitle', 'drawer', 'title', () => bySlot('drawer-title')),
  modalCase('DrawerDescription', 'drawer', 'description', () => bySlot('drawer-description')),
  modalCase('DrawerBody', 'drawer', 'body', () => bySlot('drawer-body')),
  modalCase('DrawerFooter', 'drawer', 'footer', () => bySlot('drawer-footer')),
  modalCase('DrawerClose', 'drawer', 'close', () => bySlot('drawer-close')),
  menuCase('DropdownMenuTrigger', 'trigger', 'dropdown-menu-trigger'),
  menuCase('DropdownMenuContent', 'content', 'dropdown-menu-content'),
  menuCase('DropdownMenuLabel', 'label', 'dropdown-menu-label'),
  menuCase('DropdownMenuGroup', 'group', ''),
  menuCase('DropdownMenuItem', 'item', 'dropdown-menu-item'),
  menuCase('DropdownMenuCheckboxItem', 'checkbox', 'dropdown-menu-checkbox-item'),
  menuCase('DropdownMenuSeparator', 'separator', 'dropdown-menu-separator'),
  {
    name: 'EmptyState',
    render: (r) => <EmptyState ref={r} title="Nenhum curso" />,
    expected: () => bySlot('empty-state'),
    works: () => expect(screen.getByRole('heading', { name: 'Nenhum curso' })).toBeInTheDocument(),
  },
  {
    name: 'FormField',
    render: (r) => (
      <FormField ref={r} label="Nome" error="Informe o nome.">
        <Input />
      </FormField>
    ),
    expected: () => bySlot('form-field'),
    works: () =>
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
        'Informe o nome.',
      ),
  },
  {
    name: 'Input',
    render: (r) => (
      <FormField label="Nome">
        <Input ref={r} />
      </FormField>
    ),
    expected: () => screen.getByRole('textbox', { name: 'Nome' }),
    works: typesInto('Ana', 'Ana'),
  },
  {
    name: 'Label',
    render: (r) => (
      <>
        <Label ref={r} htmlFor="nome">
          Nome
        </Label>
        <input id="nome" />
      </>
    ),
    expected: () => bySlot('label'),
    works: () => expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument(),
  },
  (() => {
    const onPageChange = vi.fn();
    return {
      name: 'Pagination',
      render: (r) => <Pagination ref={r} page={1} pageCount={3} onPageChange={onPageChange} />,
      expected: () => screen.getByRole('navigation', { name: 'Paginação' }),
      works: async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
        expect(onPageChange).toHaveBeenCalledWith(2);
      },
    } satisfies RefCase;
  })(),
  {
    name: 'PasswordInput',
    render: (r) => <PasswordInput ref={r} aria-label="Senha" />,
    expected: () => bySlot('input'),
    works: async (element) => {
      expect(element).toHaveAttribute('type', 'password');
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
      expect(element).toHaveAttribute('type', 'text');
    },
  },
  (() => {
    const onComplete = vi.fn();
    return {
      name: 'PinInput',
      render: (r) => <PinInput ref={r} aria-label="Código" length={4} onComplete={onComplete} />,
      expected: () => screen.getByRole('textbox', { name: 'Código' }),
      works: async (element) => {
        await userEvent.type(element as HTMLElement, '1234');
        expect(onComplete).toHaveBeenCalledWith('1234');
      },
    } satisfies RefCase;
  })(),
  popoverCase('PopoverTrigger', 'trigger', 'popover-trigger'),
  popoverCase('PopoverAnchor', 'anchor', 'popover-anchor'),
  popoverCase('PopoverContent', 'content', 'popover-content'),
  popoverCase('PopoverClose', 'close', 'popover-close'),
  {
    name: 'Progress',
    render: (r) => <Progress ref={r} value={30} label="Progresso do curso" />,
    expected: () => screen.getByRole('progressbar', { name: 'Progresso do curso' }),
    works: (element) => expect(element).toHaveAttribute('aria-valuenow', '30'),
  },
  {
    name: 'RadioGroup',
    render: (r) => (
      <RadioGroup ref={r} aria-label="Plano">
        <RadioGroupItem value="mensal" label="Mensal" />
        <RadioGroupItem value="anual" label="Anual" />
      </RadioGroup>
    ),
    expected: () => screen.getByRole('radiogroup', { name: 'Plano' }),
    works: async () => {
      await userEvent.click(screen.getByRole('radio', { name: 'Anual' }));
      expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked();
    },
  },
  {
    name: 'RadioGroupItem',
    render: (r) => (
      <RadioGroup aria-label="Plano">
        <RadioGroupItem value="mensal" label="Mensal" />
        <RadioGroupItem ref={r} value="anual" label="Anual" />
      </RadioGroup>
    ),
    expected: () => screen.getByRole('radio', { name: 'Anual' }),
    works: async (element) => {
      await userEvent.click(screen.getByText('Anual'));
      expect(element).toBeChecked();
    },
  },
  {
    name: 'Select',
    render: (r) => (
      <Select
        ref={r}
        aria-label="Curso"
        placeholder="Escolha"
        options={[
          { value: 'react', label: 'React' },
          { value: 'python', label: 'Python' },
        ]}
      />
    ),
    expected: () => screen.getByRole('combobox', { name: 'Curso' }),
    works: async (element) => {
      await userEvent.selectOptions(element as HTMLSelectElement, 'python');
      expect(element).toHaveValue('python');
    },
  },
  {
    name: 'Separator',
    render: (r) => <Separator ref={r} decorative={false} />,
    expected: () => bySlot('separator'),
    works: (element) => expect(element).toHaveAttribute('role', 'separator'),
  },
  {
    name: 'Skeleton',
    render: (r) => <Skeleton ref={r} shape="circle" />,
    expected: () => bySlot('skeleton'),
    works: (element) => expect(element).toHaveAttribute('data-shape', 'circle'),
  },
  {
    name: 'SortableItem',
    render: (r) => (
      <ul>
        <SortableItem ref={r} id="a" label="Aula 1">
          Aula 1
        </SortableItem>
      </ul>
    ),
    expected: () => screen.getByRole('listitem'),
    works: () => expect(screen.getByRole('button', { name: 'Mover Aula 1' })).toBeInTheDocument(),
  },
  {
    name: 'SortableHandle',
    render: (r) => (
      <SortableHandle ref={r} label="Aula 1" attributes={handleAttributes} listeners={undefined} />
    ),
    expected: () => screen.getByRole('button', { name: 'Mover Aula 1' }),
  },
  {
    name: 'SortableList',
    render: (r) => (
      <SortableList
        ref={r}
        label="Ordem das aulas"
        items={['Aula 1', 'Aula 2']}
        getId={(item) => item}
        getLabel={(item) => item}
        renderItem={(item) => item}
        onReorder={() => {}}
      />
    ),
    expected: () => screen.getByRole('list', { name: 'Ordem das aulas' }),
    works: () =>
      expect(
        screen.getAllByRole('button', { name: /^Mover Aula/ }).map((b) => b.textContent),
      ).toHaveLength(2),
  },
  {
    name: 'Spinner',
    render: (r) => <Spinner ref={r} label="Carregando" />,
    expected: () => screen.getByRole('status', { name: 'Carregando' }),
  },
  {
    name: 'Stepper',
    render: (r) => (
      <Stepper ref={r} steps={[{ title: 'Conta' }, { title: 'Perfil' }]} current={1} />
    ),
    expected: () => screen.getByRole('list', { name: 'Etapas' }),
    works: (element) =>
      expect(
        within(element as HTMLElement)
          .getByText('Perfil')
          .closest('li'),
      ).toHaveAttribute('aria-current', 'step'),
  },
  {
    name: 'Switch',
    render: (r) => <Switch ref={r} label="Reproduzir automaticamente" />,
    expected: () => screen.getByRole('switch', { name: 'Reproduzir automaticamente' }),
    works: async (element) => {
      await userEvent.click(element);
      expect(element).toBeChecked();
    },
  },
  {
    name: 'Table',
    render: (r) => (
      <Table
        ref={r}
        caption="Aulas"
        columns={[{ id: 'title', header: 'Título', cell: (row) => row, sortValue: (row) => row }]}
        rows={['Aula B', 'Aula A']}
        getRowId={(row) => row}
      />
    ),
    expected: () => screen.getByRole('table', { name: 'Aulas' }),
    works: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Título' }));
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'Aula A',
        'Aula B',
      ]);
    },
  },
  tabsCase('Tabs', 'root', () => bySlot('tabs')),
  tabsCase('TabsList', 'list', () => screen.getByRole('tablist')),
  tabsCase('TabsTrigger', 'trigger', () => screen.getByRole('tab', { name: 'Alunos' })),
  tabsCase('TabsContent', 'content', () =>
    screen.getByRole('tabpanel', { name: 'Alunos', hidden: true }),
  ),
  {
    name: 'Textarea',
    render: (r) => <Textarea ref={r} aria-label="Comentário" showCount maxLength={100} />,
    expected: () => screen.getByRole('textbox', { name: 'Comentário' }),
    works: async (element) => {
      await userEvent.type(element as HTMLElement, 'Boa aula');
      expect(screen.getByText('8/100 caracteres')).toBeInTheDocument();
    },
  },
  {
    name: 'Toaster',
    render: (r) => <Toaster ref={r} />,
    expected: () => screen.getByRole('region', { name: /Notificações/ }),
    works: async () => {
      act(() => {
        ui.toast('Perfil salvo.');
      });
      expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
      act(() => ui.toast.dismiss());
    },
  },
  {
    name: 'Tooltip',
    variant: 'ref on the content',
    render: (r) => (
      <Tooltip ref={r} content="Baixar material" open>
        <button type="button">Baixar</button>
      </Tooltip>
    ),
    expected: () => bySlot('tooltip-content'),
    works: () =>
      expect(screen.getByRole('button', { name: 'Baixar' })).toHaveAccessibleDescription(
        'Baixar material',
      ),
  },
  {
    name: 'Tooltip',
    variant: 'ref on the trigger',
    render: (r) => (
      <Tooltip content="Baixar material">
        <button type="button" ref={r}>
          Baixar
        </button>
      </Tooltip>
    ),
    expected: () => screen.getByRole('button', { name: 'Baixar' }),
    works: async () => {
      await userEvent.tab();
      await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Baixar material'));
    },
  },
];

/** A handle's dnd-kit attributes, as `useSortable` gives them. */
const handleAttributes = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-pressed': undefined,
  'aria-roledescription': 'sortable',
  'aria-describedby': 'dnd',
};

describe("a caller's ref on each public component", () => {
  it.each(
    cases.map((row) => [row.variant ? `${row.name} (${row.variant})` : row.name, row] as const),
  )('%s', async (_, row) => {
    let node: Element | null = null;
    render(
      row.render((element) => {
        node = element;
      }),
    );
    const expected = row.expected();
    expect(expected).toBeInstanceOf(Element);
    expect(node).toBe(expected);
    await row.works?.(expected as Element);
  });

  it('has a row for every exported component that renders an element', () => {
    const components = Object.keys(ui).filter((name) => /^[A-Z][a-z]/.test(name));
    const covered = new Set<string>([...cases.map((row) => row.name), ...RENDERS_NO_ELEMENT]);
    expect(components.filter((name) => !covered.has(name))).toEqual([]);
  });
});
