import type { CourseRepository } from '@aula/contract';

export interface CourseRepositoriesProps {
  /** The course's repositories; absent for a viewer who may not watch the course (nothing shown). */
  repositories:
    | readonly Pick<CourseRepository, 'id' | 'name' | 'url' | 'description'>[]
    | undefined;
}

/**
 * "Repositórios": the code that goes with the course (the admin's "Repositórios" tab), for its
 * students and admins; each opens in a new tab. Names and descriptions are shown as text.
 */
export function CourseRepositories({ repositories }: CourseRepositoriesProps) {
  if (!repositories || repositories.length === 0) return null;
  return (
    <section aria-labelledby="repositorios-do-curso" className="flex flex-col gap-2">
      <h2 id="repositorios-do-curso" className="text-sm font-semibold">
        Repositórios
      </h2>
      <ul className="flex flex-col gap-2">
        {repositories.map((repository) => (
          <li key={repository.id} className="flex flex-col text-sm">
            <a
              href={repository.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary-700 dark:text-primary-400 break-words underline underline-offset-2"
            >
              {repository.name}
              <span className="sr-only"> (abre em uma nova aba)</span>
            </a>
            {repository.description ? (
              <span className="text-muted-foreground text-xs">{repository.description}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
