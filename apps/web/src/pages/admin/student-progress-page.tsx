import { StudentProgress } from '@aula/features';
import { StudentFrame, useStudentId } from './student-frame';

/** `/admin/estudantes/{id}/progresso`: per course, what the student watched and when. */
export default function StudentProgressPage() {
  const studentId = useStudentId();
  return (
    <StudentFrame tab="progress">
      <StudentProgress studentId={studentId} />
    </StudentFrame>
  );
}
