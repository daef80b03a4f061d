import { handOverTitle } from './server-title';

const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.head.innerHTML = '<title>Boas-vindas — React do zero — Aula</title>';
});

describe('the server’s <title> handed over to the app’s (handOverTitle)', () => {
  it('stays the tab’s until the app inserts its own, then goes: one <title>, the app’s', async () => {
    handOverTitle();
    document.head.append(document.createElement('meta'));
    await settle();
    expect(titles()).toEqual(['Boas-vindas — React do zero — Aula']);
    const own = document.createElement('title');
    own.textContent = 'Boas-vindas — React do zero — Aula';
    document.head.prepend(own);
    await settle();
    expect(titles()).toEqual(['Boas-vindas — React do zero — Aula']);
    expect(document.head.querySelector('title')).toBe(own);
    // The app's next page names the tab alone: nothing stale is left behind it.
    own.textContent = 'Notificações — Aula';
    expect(document.title).toBe('Notificações — Aula');
  });

  it('does nothing on a page without a server <title>', async () => {
    document.head.innerHTML = '';
    handOverTitle();
    const own = document.createElement('title');
    own.textContent = 'Início — Aula';
    document.head.append(own);
    await settle();
    expect(titles()).toEqual(['Início — Aula']);
  });
});
