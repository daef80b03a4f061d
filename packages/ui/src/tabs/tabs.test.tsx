import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('shows the chosen panel, labelled by its tab', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Seções">
          <TabsTrigger value="a">Aulas</TabsTrigger>
          <TabsTrigger value="b">Alunos</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Lista de aulas</TabsContent>
        <TabsContent value="b">Lista de alunos</TabsContent>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Alunos' }));
    expect(screen.getByRole('tabpanel', { name: 'Alunos' })).toHaveTextContent('Lista de alunos');
    expect(screen.getByRole('tablist')).toHaveAttribute('data-variant', 'underline');
  });
});
