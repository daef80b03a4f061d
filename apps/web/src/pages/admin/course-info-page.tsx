import { CourseInfo } from '@aula/features';
import { ConfirmDialog } from '@aula/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { notify } from '../../app/notify';
import { CourseFrame, useCourseId } from './course-frame';

export const leaveMessages = {
  title: 'Descartar alterações?',
  description: 'Você tem alterações que não foram salvas. Se sair agora, elas serão perdidas.',
  confirm: 'Descartar',
  cancel: 'Continuar editando',
} as const;

/**
 * `/admin/cursos/{id}/informacoes-basicas`: the course's basic information. With unsaved edits,
 * leaving (another tab, the admin navigation, back) asks first through the router's blocker, and
 * closing or reloading the page through the browser's own `beforeunload` prompt (ADR 018).
 */
export default function CourseInfoPage() {
  const courseId = useCourseId();
  const [dirty, setDirty] = useState(false);
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  // Set once "Descartar" lets the navigation go on, so closing the dialog does not reset it.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <CourseFrame tab="basics">
      <CourseInfo key={courseId} courseId={courseId} notify={notify} onDirtyChange={setDirty} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        }}
        title={leaveMessages.title}
        description={leaveMessages.description}
        confirmLabel={leaveMessages.confirm}
        cancelLabel={leaveMessages.cancel}
        onConfirm={() => {
          if (blocker.state !== 'blocked') return;
          leaving.current = true;
          blocker.proceed();
        }}
      />
    </CourseFrame>
  );
}
