// bench:player's reference page: a bare React page of the same size as the player's default
// course (2,000 list items, a heading, a watch button and a count), with the same stylesheet,
// mounted and toggled the way the player is (timing.ts). Its times say how fast this machine and
// this browser are in this run; the player's goals are judged on the ratio to them
// (docs/perf/README.md).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { timeMount, timeToggle } from './timing';
import './styles.css';

const shape = new URLSearchParams(location.search);
const items = Number(shape.get('sections') ?? 100) * Number(shape.get('lectures') ?? 20);
const PROGRESS = '[data-testid="progresso-do-curso"]';

function Reference() {
  const [watched, setWatched] = useState<ReadonlySet<number>>(() => new Set());
  const first = 1;
  return (
    <main className="flex gap-4 p-4">
      <section className="flex-1">
        <h1 id="titulo-da-aula" className="text-2xl font-bold">
          Aula de referência
        </h1>
        <button
          type="button"
          aria-pressed={watched.has(first)}
          className="rounded border px-3 py-1"
          onClick={() =>
            setWatched((now) => {
              const next = new Set(now);
              if (next.has(first)) next.delete(first);
              else next.add(first);
              return next;
            })
          }
        >
          Assistida
        </button>
      </section>
      <aside className="w-80">
        <p data-testid="progresso-do-curso">
          {watched.size} de {items} aulas
        </p>
        <ul>
          {Array.from({ length: items }, (_, i) => (
            <li key={i} className="flex justify-between px-2 py-1 text-sm">
              <span>Aula {i + 1}</span>
              <span>{watched.has(i + 1) ? '✓' : ''}</span>
            </li>
          ))}
        </ul>
      </aside>
    </main>
  );
}

window.bench = {
  mount: () =>
    timeMount(() =>
      createRoot(document.getElementById('root') as HTMLElement).render(<Reference />),
    ),
  toggle: () => timeToggle(PROGRESS),
};
