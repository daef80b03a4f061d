import { StudentSubscriptions } from '@aula/features';
import { notify } from '../../app/notify';
import { StudentFrame, useStudentId } from './student-frame';

/** `/admin/estudantes/{id}/assinaturas`: the subscriptions, with the drawer that changes them. */
export default function StudentSubscriptionsPage() {
  const studentId = useStudentId();
  return (
    <StudentFrame tab="subscriptions">
      <StudentSubscriptions studentId={studentId} notify={notify} />
    </StudentFrame>
  );
}
