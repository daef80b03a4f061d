import {
  type AdminCaption,
  CAPTION_LANGUAGE_LABELS,
  type CaptionLanguage,
  type Lecture,
  type LectureVideo,
  type Section,
} from '@aula/contract';
import { makeLecture } from '../../testing/fixtures';

/** "React do zero" as the editor's stories show it: drafts, a free lecture, a scheduled one. */
export function contentFixture(): Section[] {
  return [
    {
      id: 1,
      course_id: 1,
      title: 'Primeiros passos',
      position: 1,
      lectures: [
        makeLecture({
          id: 11,
          section_id: 1,
          title: 'Boas-vindas',
          is_free: true,
          duration_seconds: 200,
        }),
        makeLecture({
          id: 12,
          section_id: 1,
          title: 'Instalando o ambiente',
          duration_seconds: 725,
        }),
        makeLecture({
          id: 13,
          section_id: 1,
          title: 'Seu primeiro componente',
          is_published: false,
          duration_seconds: null,
          video_url: null,
          description: null,
        }),
      ],
    },
    {
      id: 2,
      course_id: 1,
      title: 'Componentes',
      position: 2,
      lectures: [
        makeLecture({
          id: 21,
          section_id: 2,
          title: 'Props e estado',
          scheduled_for: '2026-11-25T17:00:00.000Z',
        }),
        makeLecture({ id: 22, section_id: 2, title: 'Listas e chaves', duration_seconds: 3723 }),
      ],
    },
    { id: 3, course_id: 1, title: 'Projeto final', position: 3, lectures: [] },
  ];
}

/** A bare layout for the pure helpers' tests: sections 1–3 holding lectures 11–13, 21–22, none. */
export function bareLayout(): Section[] {
  const section = (id: number, lectureIds: number[]): Section => ({
    id,
    course_id: 1,
    title: `Seção ${id}`,
    position: id,
    lectures: lectureIds.map(
      (lecture) => ({ id: lecture, section_id: id, title: `Aula ${lecture}` }) as Lecture,
    ),
  });
  return [section(1, [11, 12, 13]), section(2, [21, 22]), section(3, [])];
}

/** A lecture's video as the drawer reads it (`lectureVideo`), with these caption tracks. */
export function makeLectureVideo(
  captions: AdminCaption[] = [],
  overrides: Partial<LectureVideo> = {},
): LectureVideo {
  return {
    source: 'link',
    upload: null,
    duration_seconds: 725,
    poster_url: null,
    captions,
    video_sent_at: null,
    max_bytes: 2_000_000_000,
    ...overrides,
  };
}

/** A caption track as the drawer lists it. */
export function makeAdminCaption(
  language: CaptionLanguage,
  overrides: Partial<AdminCaption> = {},
): AdminCaption {
  return {
    language,
    label: CAPTION_LANGUAGE_LABELS[language],
    url: `/media/s/captions/7/${language}.vtt?lecture=7&expires=1&signature=x`,
    cue_count: 12,
    updated_at: '2026-11-20T13:30:00.000Z',
    ...overrides,
  };
}
