import { CourseCertificates, CourseInfo } from '@aula/features';
import { ConfirmDialog } from '@aula/ui';
import { useState } from 'react';
import { useLeaveGuard } from '../../app/leave-guard';
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
 * leaving (another tab, the admin navigation, back) asks first, and closing or reloading the page
 * gets the browser's own `beforeunload` prompt (ADR 018, `useLeaveGuard`).
 */
export default function CourseInfoPage() {
  const courseId = useCourseId();
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  return (
    <CourseFrame tab="basics">
      <CourseInfo key={courseId} courseId={courseId} notify={notify} onDirtyChange={setDirty} />
      <CourseCertificates key={`certificado-${courseId}`} courseId={courseId} />
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => {
          if (!open && guard.asking) guard.stay();
        }}
        title={leaveMessages.title}
        description={leaveMessages.description}
        confirmLabel={leaveMessages.confirm}
        cancelLabel={leaveMessages.cancel}
        onConfirm={guard.leave}
      />
    </CourseFrame>
  );
}
