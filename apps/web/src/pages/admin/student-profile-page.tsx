import { StudentProfile } from '@aula/features';
import { StudentFrame, useStudentId } from './student-frame';

/** `/admin/estudantes/{id}`: the student's profile (the page's default tab). */
export default function StudentProfilePage() {
  const studentId = useStudentId();
  return (
    <StudentFrame tab="profile">
      <StudentProfile studentId={studentId} />
    </StudentFrame>
  );
}
