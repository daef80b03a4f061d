import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

describe('Accordion', () => {
  it('opens a section from its heading button and shows its meta line', async () => {
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="a">
          <AccordionTrigger meta="3 aulas" level={2}>
            Introdução
          </AccordionTrigger>
          <AccordionContent>Conteúdo</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'Introdução 3 aulas' });
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Conteúdo')).toBeInTheDocument();
  });
});

const three = (props: Partial<React.ComponentProps<typeof Accordion>> = {}) => (
  <Accordion type="multiple" {...(props as object)}>
    {['Um', 'Dois', 'Três'].map((title) => (
      <AccordionItem key={title} value={title}>
        <AccordionTrigger>{title}</AccordionTrigger>
        <AccordionContent>Aulas de {title}</AccordionContent>
      </AccordionItem>
    ))}
  </Accordion>
);

describe('Accordion without Radix', () => {
  it('renders a closed section as its button only, and an open one as a region named by it', async () => {
    render(three({ defaultValue: ['Dois'] }));
    expect(screen.queryByText('Aulas de Um')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Dois' });
    expect(region).toHaveTextContent('Aulas de Dois');
    expect(screen.getByRole('button', { name: 'Dois' })).toHaveAttribute(
      'aria-controls',
      region.id,
    );
    expect(screen.getByRole('button', { name: 'Um' })).not.toHaveAttribute('aria-controls');
  });

  it('shows what is open at first as it is, and animates only what opens later', async () => {
    render(three({ defaultValue: ['Um'] }));
    expect(screen.getByRole('region', { name: 'Um' })).not.toHaveAttribute('data-animated');
    await userEvent.click(screen.getByRole('button', { name: 'Dois' }));
    expect(screen.getByRole('region', { name: 'Dois' })).toHaveAttribute('data-animated');
  });

  it('moves focus with the arrow keys, Home and End, wrapping around', async () => {
    render(three());
    const [um, dois, tres] = screen.getAllByRole('button');
    um?.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(dois).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tres).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(um).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(tres).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(um).toHaveFocus();
  });

  it('tells a controlled caller the new list and shows only what the caller passes', async () => {
    const onValueChange = vi.fn();
    render(three({ value: ['Um'], onValueChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Três' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Um', 'Três']);
    expect(screen.queryByText('Aulas de Três')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Um' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps a single section open unless it is collapsible', async () => {
    const { unmount } = render(
      <Accordion type="single" defaultValue="a">
        <AccordionItem value="a">
          <AccordionTrigger>A</AccordionTrigger>
          <AccordionContent>Conteúdo A</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(screen.getByText('Conteúdo A')).toBeInTheDocument();
    unmount();
    render(
      <Accordion type="single" defaultValue="a" disabled>
        <AccordionItem value="a">
          <AccordionTrigger>A</AccordionTrigger>
          <AccordionContent>Conteúdo A</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('button', { name: 'A' })).toBeDisabled();
  });
});
