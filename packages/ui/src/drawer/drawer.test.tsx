import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer, DrawerBody, DrawerContent, DrawerTitle, DrawerTrigger } from './drawer';

describe('Drawer', () => {
  it('opens on its side, traps focus and returns it to the trigger on Escape', async () => {
    render(
      <Drawer>
        <DrawerTrigger>Filtros</DrawerTrigger>
        <DrawerContent side="left" aria-describedby={undefined}>
          <DrawerTitle>Filtros</DrawerTitle>
          <DrawerBody>
            <button type="button">Aplicar</button>
          </DrawerBody>
        </DrawerContent>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Filtros' });
    await userEvent.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Filtros' });
    expect(drawer).toHaveAttribute('data-slot', 'drawer-content');
    expect(drawer).toHaveAttribute('data-side', 'left');
    expect(drawer.querySelector('[data-slot="drawer-body"]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });
});
