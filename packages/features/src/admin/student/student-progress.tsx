import { Card, Progress } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { formatDateTime } from '../../i18n/dates';
import { countLabel } from '../../i18n/plural';
import { DrawerListFrame } from '../list/drawer-list';
import { isStudentId } from './student-page';

export const studentProgressMessages = {
  title: 'Progresso',
  intro: 'Por curso: quanto foi assistido, quando e a última aula aberta.',
  lastLecture: 'Última aula',
  noLastLecture: 'nenhuma aula aberta ainda',
  watched: 'Aulas assistidas',
  noneWatched: 'Nenhuma aula assistida neste curso.',
  emptyTitle: 'Nenhum progresso',
  emptyText: 'A conta não tem acesso a cursos e não assistiu a nenhuma aula.',
  loadError: 'Não foi possível carregar o progresso do estudante.',
  progressOf: (title: string) => `Progresso em ${title}`,
  watchedCount: (watched: number, total: number) =>
    `${watched} de ${countLabel(total, 'aula assistida', 'aulas assistidas')}`,
} as const;

export interface StudentProgressProps {
  studentId: number;
}

/** "Progresso": per course, the share watched, the watched lectures with dates, the last one. */
export function StudentProgress({ studentId }: StudentProgressProps) {
  const list = useApiQuery(
    'adminStudentProgress',
    isStudentId(studentId) ? { params: { id: studentId } } : null,
  );
  return (
    <DrawerListFrame
      messages={studentProgressMessages}
      list={list}
      placeholder={{ testId: 'student-progress-loading', count: 2, className: 'h-28' }}
      empty={{
        title: studentProgressMessages.emptyTitle,
        description: studentProgressMessages.emptyText,
      }}
    >
      {(courses) => (
        <ul className="flex flex-col gap-4">
          {courses.map((item) => (
            <li key={item.course.id}>
              <Card className="flex flex-col gap-3 p-4">
                <h3 className="text-lg font-semibold">{item.course.title}</h3>
                <Progress
                  size="sm"
                  value={item.progress_percentage}
                  showValue
                  label={studentProgressMessages.progressOf(item.course.title)}
                />
                <p className="text-muted-foreground text-sm">
                  {studentProgressMessages.watchedCount(item.watched.length, item.lectures_count)}
                </p>
                <p className="text-sm">
                  <span className="text-muted-foreground">
                    {studentProgressMessages.lastLecture}:{' '}
                  </span>
                  {item.last_lecture
                    ? `${item.last_lecture.position}. ${item.last_lecture.title}`
                    : studentProgressMessages.noLastLecture}
                </p>
                {item.watched.length === 0 ? (
                  <p className="text-muted-foreground text-sm">
                    {studentProgressMessages.noneWatched}
                  </p>
                ) : (
                  <div className="flex flex-col gap-1">
                    <h4 className="text-sm font-semibold">{studentProgressMessages.watched}</h4>
                    <ol className="flex flex-col gap-1 text-sm">
                      {item.watched.map((view) => (
                        <li
                          key={view.lecture.id}
                          className="flex flex-wrap justify-between gap-x-4"
                        >
                          <span>
                            {view.lecture.position}. {view.lecture.title}
                          </span>
                          <time dateTime={view.watched_at} className="text-muted-foreground">
                            {formatDateTime(view.watched_at)}
                          </time>
                        </li>
                      ))}
                    </ol>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </DrawerListFrame>
  );
}
