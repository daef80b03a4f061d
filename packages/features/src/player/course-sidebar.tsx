import type { Course, Lecture, Section } from '@aula/contract';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  cn,
  Progress,
} from '@aula/ui';
import { memo } from 'react';
import { dayjs } from '../i18n/dates';
import { countLabel } from '../i18n/plural';
import { FeatureLink } from '../navigation/link';
import { isScheduled } from './rules';

export interface CourseSidebarProps {
  course: Course;
  currentLectureId: number | null;
  /** The sections whose lectures are shown (the current one, plus any the person opened). */
  openSections: string[];
  onOpenSectionsChange: (value: string[]) => void;
  lectureHref: (lecture: Lecture) => string;
  now: Date;
  /** The watched progress line (students only: `showsProgress`); hidden for guests by default. */
  showProgress?: boolean;
}

const sectionValue = (section: Pick<Section, 'id'>) => `secao-${section.id}`;

const draftsLabel = (n: number) => countLabel(n, 'rascunho', 'rascunhos');

export { sectionValue };

const MARKS = {
  watched: {
    label: 'Assistida',
    tone: 'text-primary-700 dark:text-primary-400',
    icon: (
      <>
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="m5 8 2 2 4-4" fill="none" stroke="white" strokeWidth="1.6" />
      </>
    ),
  },
  locked: {
    label: 'Bloqueada',
    tone: 'text-muted-foreground',
    icon: (
      <>
        <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
        <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </>
    ),
  },
  scheduled: {
    label: 'Agendada',
    tone: 'text-muted-foreground',
    icon: (
      <>
        <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </>
    ),
  },
  unwatched: {
    label: 'Não assistida',
    tone: 'text-muted-foreground',
    icon: <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />,
  },
} as const;

function markOf(lecture: Lecture, now: Date): keyof typeof MARKS {
  if (lecture.has_watched) return 'watched';
  if (lecture.is_locked) return 'locked';
  return isScheduled(lecture, now) ? 'scheduled' : 'unwatched';
}

/** The lecture's state as an icon, named for screen readers. */
function LectureMark({ lecture, now }: { lecture: Lecture; now: Date }) {
  const mark = MARKS[markOf(lecture, now)];
  return (
    <span className={mark.tone} title={mark.label}>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
        {mark.icon}
      </svg>
      <span className="sr-only">{mark.label}</span>
    </span>
  );
}

const LectureRow = memo(function LectureRow({
  lecture,
  current,
  href,
  now,
}: {
  lecture: Lecture;
  current: boolean;
  href: string;
  now: Date;
}) {
  const scheduled = isScheduled(lecture, now);
  return (
    <li>
      <FeatureLink
        href={href}
        aria-current={current ? 'page' : undefined}
        data-lecture-id={lecture.id}
        className={cn(
          'hover:bg-muted flex items-start gap-2 rounded-md px-2 py-2 text-sm',
          current && 'bg-primary-50 dark:bg-primary-900/40 font-semibold',
        )}
      >
        <span className="mt-0.5 shrink-0">
          <LectureMark lecture={lecture} now={now} />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span>
            {lecture.position}. {lecture.title}
          </span>
          {scheduled && lecture.scheduled_for ? (
            <span className="text-muted-foreground text-xs font-normal">
              Disponível em {dayjs(lecture.scheduled_for).format('D [de] MMMM, HH:mm')}
            </span>
          ) : null}
        </span>
        {lecture.is_published ? null : (
          <Badge variant="outline" color="neutral" className="shrink-0">
            Rascunho
          </Badge>
        )}
        {lecture.is_free ? (
          <Badge variant="soft" className="shrink-0">
            Grátis
          </Badge>
        ) : null}
      </FeatureLink>
    </li>
  );
});

/** One section: re-renders only when its own lectures, or the current lecture within it, change. */
const SectionItem = memo(function SectionItem({
  section,
  currentLectureId,
  lectureHref,
  now,
}: {
  section: Section;
  currentLectureId: number | null;
  lectureHref: (lecture: Lecture) => string;
  now: Date;
}) {
  // Drafts (admins only) are counted apart, as the course's totals are (ADR 009).
  const published = section.lectures.filter((l) => l.is_published);
  const watched = published.filter((l) => l.has_watched).length;
  const drafts = section.lectures.length - published.length;
  const meta = `${watched} de ${published.length} aulas${drafts > 0 ? ` · ${draftsLabel(drafts)}` : ''}`;
  return (
    // Sections out of view are neither laid out nor painted (a course may have a hundred).
    <AccordionItem
      value={sectionValue(section)}
      className="[contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]"
    >
      <AccordionTrigger level={3} meta={meta}>
        {section.title}
      </AccordionTrigger>
      <AccordionContent>
        <ol className="flex flex-col">
          {section.lectures.map((lecture) => (
            <LectureRow
              key={lecture.id}
              lecture={lecture}
              current={lecture.id === currentLectureId}
              href={lectureHref(lecture)}
              now={now}
            />
          ))}
        </ol>
      </AccordionContent>
    </AccordionItem>
  );
});

/** The course's sections and lectures, with the watched progress on top. */
export function CourseSidebar({
  course,
  currentLectureId,
  openSections,
  onOpenSectionsChange,
  lectureHref,
  now,
  showProgress = false,
}: CourseSidebarProps) {
  return (
    <nav aria-label="Conteúdo do curso" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">{course.title}</p>
        {showProgress ? (
          <>
            <Progress
              value={course.lectures_watched_percentage}
              size="sm"
              showValue
              label="Progresso no curso"
            />
            <p className="text-muted-foreground text-xs" data-testid="progresso-do-curso">
              {course.lectures_watched_count} de {course.lectures_count} aulas assistidas (
              {course.lectures_watched_percentage}%)
              {course.drafts_count ? ` · +${draftsLabel(course.drafts_count)}` : null}
            </p>
          </>
        ) : course.drafts_count ? (
          <p className="text-muted-foreground text-xs">
            {course.lectures_count} aulas · +{draftsLabel(course.drafts_count)}
          </p>
        ) : null}
      </div>
      <Accordion type="multiple" value={openSections} onValueChange={onOpenSectionsChange}>
        {course.sections.map((section) => (
          <SectionItem
            key={section.id}
            section={section}
            currentLectureId={
              section.lectures.some((l) => l.id === currentLectureId) ? currentLectureId : null
            }
            lectureHref={lectureHref}
            now={now}
          />
        ))}
      </Accordion>
    </nav>
  );
}
