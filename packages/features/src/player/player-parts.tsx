import type { Lecture } from '@aula/contract';
import { Alert, Button, buttonVariants, cn, Skeleton } from '@aula/ui';
import { useEffect, useState } from 'react';
import { dayjs, formatCountdown } from '../i18n/dates';
import { FeatureLink } from '../navigation/link';
import { LoadingBlock, Skeletons } from '../shared/query-state';

/** The player's loading state: sidebar and lecture placeholders of their final size. */
export function PlayerSkeleton() {
  return (
    <LoadingBlock label="Carregando o curso…" className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <div className="hidden flex-col gap-3 lg:flex">
        <Skeleton shape="text" className="h-5 w-48" />
        <Skeleton className="h-2" />
        <Skeletons count={5} className="h-10" />
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton shape="text" className="h-8 w-2/3" />
        <Skeleton className="aspect-video w-full" />
        <Skeleton shape="text" className="h-4 w-1/2" />
      </div>
    </LoadingBlock>
  );
}

export const AUTO_JUMP_SECONDS = 5;

/** "Próxima aula em 5 s": counts down, then moves on; the person may cancel or go at once. */
export function AutoJumpCard({
  next,
  onGo,
  onCancel,
}: {
  next: Lecture;
  onGo: () => void;
  onCancel: () => void;
}) {
  const [left, setLeft] = useState(AUTO_JUMP_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onGo();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onGo]);
  return (
    <section
      aria-labelledby="proxima-aula"
      className="border-border bg-surface flex flex-col gap-3 rounded-lg border p-4"
    >
      <h2 id="proxima-aula" className="font-semibold" aria-live="polite">
        Próxima aula em {left} s
      </h2>
      <p className="text-sm">
        {next.position}. {next.title}
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onGo}>
          Ir agora
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </section>
  );
}

/** A lecture released in the future: its date in pt-BR and a live countdown. */
export function ScheduledNotice({
  scheduledFor,
  now,
  onReleased,
}: {
  scheduledFor: string;
  now: () => Date;
  onReleased: () => void;
}) {
  const [current, setCurrent] = useState(() => dayjs(now()));
  const target = dayjs(scheduledFor);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = dayjs(now());
      setCurrent(next);
      if (!next.isBefore(dayjs(scheduledFor))) onReleased();
    }, 1000);
    return () => clearInterval(timer);
  }, [now, scheduledFor, onReleased]);
  return (
    <Alert variant="info" title="Aula agendada">
      <p>
        Esta aula será liberada em{' '}
        <time dateTime={scheduledFor}>{target.format('dddd, D [de] MMMM [às] HH:mm')}</time>.
      </p>
      <p>
        Faltam <span data-testid="contagem-regressiva">{formatCountdown(target, current)}</span>.
      </p>
    </Alert>
  );
}

/** The call to enroll, where lectures or comments are for students: "Quero me matricular". */
export function EnrollLink({ href, size }: { href: string; size?: 'sm' }) {
  return (
    <FeatureLink href={href} className={buttonVariants(size ? { size } : {})}>
      Quero me matricular
    </FeatureLink>
  );
}

/**
 * Why to enroll, under the heading `title` (`id` names its section): every lecture `of` the course
 * or of the courses, the progress and the comments. `large` where it stands in the video's place.
 */
export function EnrollPitch({
  id,
  title,
  of,
  large = false,
}: {
  id: string;
  title: string;
  of: 'do curso' | 'dos cursos';
  large?: boolean;
}) {
  return (
    <>
      <h2 id={id} className={cn('font-semibold', large && 'text-xl')}>
        {title}
      </h2>
      <p className={cn('text-muted-foreground text-sm', large && 'max-w-prose')}>
        Matricule-se para assistir a todas as aulas {of}, marcar seu progresso e comentar.
      </p>
    </>
  );
}

/** A locked lecture: no video, an invitation to enroll (and to sign in, for a guest). */
export function EnrollCallToAction({
  enrollHref,
  loginHref,
}: {
  enrollHref: string;
  loginHref: string | null;
}) {
  return (
    <section
      aria-labelledby="aula-bloqueada"
      className="border-border bg-muted flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg border p-6 text-center"
    >
      <EnrollPitch
        id="aula-bloqueada"
        title="Esta aula é exclusiva para alunos matriculados"
        of="do curso"
        large
      />
      <div className="flex flex-wrap justify-center gap-2">
        <EnrollLink href={enrollHref} />
        {loginHref ? (
          <FeatureLink href={loginHref} className={buttonVariants({ variant: 'outline' })}>
            Já sou aluno: entrar
          </FeatureLink>
        ) : null}
      </div>
    </section>
  );
}
