import { endpoints } from '@aula/contract';
import { adminCaptionsOf } from '../queries/captions';
import { createMemoryFileStore } from '../storage';
import { useTestApp } from '../testing/harness';

const files = createMemoryFileStore();
const t = useTestApp({ files });

const SRT = `1
00:00:01,000 --> 00:00:04,000
Olá, turma! <b>React</b> & hooks

2
00:00:04,500 --> 00:00:07,000
<font color="#ff0">Vamos começar.</font>
`;

const captionFiles = () => files.keys().filter((key) => key.startsWith('captions/'));

async function captionRows(lectureId: number) {
  return t.db.query<{ language: string; file_key: string; cue_count: number }>(
    'select language, file_key, cue_count from lecture_captions where lecture_id = $1 order by language',
    [lectureId],
  );
}

async function playerLecture(id: number, slug = 'react-do-zero') {
  const { body } = await (await t.as('student')).json(`/api/course-by-slug/${slug}`);
  const course = endpoints.courseBySlug.response.parse(body).data;
  const lecture = course.sections.flatMap((s) => s.lectures).find((l) => l.id === id);
  if (!lecture) throw new Error(`lecture ${id} not in ${slug}`);
  return lecture;
}

async function save(lectureId: number, language: string, content: string) {
  const admin = await t.as('admin');
  return admin.post(`/api/lectures/${lectureId}/captions`, { json: { language, content } });
}

const fieldMessage = async (response: Response) =>
  ((await response.json()) as { errors?: Record<string, string[]> }).errors;

describe('POST api/lectures/{id}/captions', () => {
  it("converts an .srt to WebVTT, stores it and lists it in the student's course with a signed URL", async () => {
    const id = await t.lectureId('react-do-zero', 'useState na prática');
    // The student's answer is kept (ADR 029): the caption must move it.
    expect((await playerLecture(id)).captions).toBeUndefined();

    const response = await save(id, 'pt-BR', SRT);
    expect(response.status).toBe(201);
    const caption = endpoints.saveLectureCaption.response.parse(await response.json()).data;
    expect(caption).toMatchObject({ language: 'pt-BR', label: 'Português (Brasil)', cue_count: 2 });
    expect(caption.url).toMatch(
      new RegExp(
        `^/media/s/captions/${id}/pt-BR-[0-9a-f]{24}\\.vtt\\?lecture=${id}&expires=\\d+&signature=[\\w-]+$`,
      ),
    );

    const [row] = await captionRows(id);
    expect(row).toMatchObject({ language: 'pt-BR', cue_count: 2 });
    const stored = await files.get(row?.file_key ?? '');
    expect(stored?.contentType).toBe('text/vtt; charset=utf-8');
    expect(new TextDecoder().decode(stored?.body)).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.000 --> 00:00:04.000',
        'Olá, turma! <b>React</b> &amp; hooks',
        '',
        '2',
        '00:00:04.500 --> 00:00:07.000',
        'Vamos começar.',
        '',
      ].join('\n'),
    );

    const lecture = await playerLecture(id);
    expect(lecture.captions).toEqual([
      { language: 'pt-BR', label: 'Português (Brasil)', url: caption.url },
    ]);

    // The admin's drawer lists it too (what `GET api/lectures/{id}/video` answers as captions).
    const admin = await adminCaptionsOf(t.db, id, (lecture, url) => `${url}#${lecture}`);
    expect(admin).toEqual([
      {
        ...caption,
        url: `/media/s/${row?.file_key}#${id}`,
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('lists pt-BR first, and replaces a language in place, removing the old file', async () => {
    const id = await t.lectureId('react-do-zero', 'Listas e chaves');
    expect((await save(id, 'en', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n')).status).toBe(
      201,
    );
    expect((await save(id, 'pt-BR', SRT)).status).toBe(201);
    expect((await playerLecture(id)).captions?.map((track) => track.language)).toEqual([
      'pt-BR',
      'en',
    ]);
    const [before] = (await captionRows(id)).filter((row) => row.language === 'en');

    const replaced = await save(
      id,
      'en',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n\n00:00:03.000 --> 00:00:04.000\nAgain\n',
    );
    expect(replaced.status).toBe(201);
    const answer = endpoints.saveLectureCaption.response.parse(await replaced.json()).data;
    expect(answer).toMatchObject({ language: 'en', label: 'Inglês', cue_count: 2 });
    const rows = await captionRows(id);
    expect(rows).toHaveLength(2);
    const after = rows.find((row) => row.language === 'en');
    expect(after?.file_key).not.toBe(before?.file_key);
    expect(await files.get(before?.file_key ?? '')).toBeNull();
    expect(captionFiles().filter((key) => key.startsWith(`captions/${id}/`))).toHaveLength(2);
    expect((await playerLecture(id)).captions?.find((c) => c.language === 'en')?.url).toBe(
      answer.url,
    );
  });

  it('gives no captions with a locked lecture (no video for the viewer)', async () => {
    const id = await t.lectureId('sql-essencial', 'Junções sem mistério');
    expect((await save(id, 'pt-BR', SRT)).status).toBe(201);
    const lecture = await playerLecture(id, 'sql-essencial');
    expect(lecture.video_url).toBeNull();
    expect(lecture.captions).toBeUndefined();
  });

  it('answers 404 for an unknown lecture, storing nothing', async () => {
    const before = captionFiles().length;
    expect((await save(999_999, 'pt-BR', SRT)).status).toBe(404);
    expect(captionFiles()).toHaveLength(before);
  });

  describe('bad input: the pt-BR message on the field, nothing stored', () => {
    const cases: [string, string, string, RegExp][] = [
      [
        'an .srt with <script>',
        'pt-BR',
        '1\n00:00:01,000 --> 00:00:02,000\n<script>alert("x")</script>Oi\n',
        /^A fala 1 \(linha 3\) contém código/,
      ],
      [
        'overlapping times',
        'pt-BR',
        '1\n00:00:01,000 --> 00:00:05,000\nUm\n\n2\n00:00:04,000 --> 00:00:06,000\nDois\n',
        /^As falas 1 \(linha 2\) e 2 \(linha 6\) se sobrepõem/,
      ],
      [
        'negative times',
        'pt-BR',
        '1\n-00:00:01,000 --> 00:00:02,000\nUm\n',
        /tem um tempo negativo/,
      ],
      ['garbage text', 'es', 'qualquer coisa que não é legenda', /^O arquivo não é uma legenda/],
      [
        "a cue beyond the video's 22 minutes",
        'en',
        '1\n00:00:01,000 --> 00:00:02,000\nUm\n\n2\n00:22:30,000 --> 00:22:31,000\nDois\n',
        /^A fala 2 \(linha 6\) termina em 00:22:31\.000, depois do fim do vídeo \(00:22:00\.000\)\.$/,
      ],
    ];

    it.each(cases)('%s', async (_, language, content, message) => {
      const id = await t.lectureId('react-do-zero', 'Formulários controlados');
      const before = captionFiles().length;
      const response = await save(id, language, content);
      expect(response.status).toBe(422);
      const errors = await fieldMessage(response);
      expect(errors?.content).toHaveLength(1);
      expect(errors?.content?.[0]).toMatch(message);
      expect(await captionRows(id)).toEqual([]);
      expect(captionFiles()).toHaveLength(before);
    });

    it('a language not offered (the contract refuses it)', async () => {
      const id = await t.lectureId('react-do-zero', 'Formulários controlados');
      const before = captionFiles().length;
      const response = await save(id, 'fr', SRT);
      expect(response.status).toBe(422);
      expect((await fieldMessage(response))?.language).toHaveLength(1);
      expect(await captionRows(id)).toEqual([]);
      expect(captionFiles()).toHaveLength(before);
    });

    it('a refused replace keeps the track as it was', async () => {
      const id = await t.lectureId('react-do-zero', 'Formulários controlados');
      expect((await save(id, 'pt-BR', SRT)).status).toBe(201);
      const before = await captionRows(id);
      const keys = captionFiles();
      const response = await save(id, 'pt-BR', '1\n00:00:05,000 --> 00:00:04,000\nUm\n');
      expect(response.status).toBe(422);
      expect((await fieldMessage(response))?.content?.[0]).toMatch(/termina .* antes de começar/);
      expect(await captionRows(id)).toEqual(before);
      expect(captionFiles()).toEqual(keys);
    });
  });
});

describe('DELETE api/lectures/{id}/captions/{language}', () => {
  it('removes the track and its file; again is still 204; the course no longer lists it', async () => {
    const id = await t.lectureId('react-do-zero', 'Buscando dados com SWR');
    expect((await save(id, 'es', SRT)).status).toBe(201);
    const [row] = await captionRows(id);
    expect((await playerLecture(id)).captions).toHaveLength(1);
    const admin = await t.as('admin');

    expect((await admin.delete(`/api/lectures/${id}/captions/es`)).status).toBe(204);
    expect(await captionRows(id)).toEqual([]);
    expect(await files.get(row?.file_key ?? '')).toBeNull();
    expect((await playerLecture(id)).captions).toBeUndefined();

    expect((await admin.delete(`/api/lectures/${id}/captions/es`)).status).toBe(204);
    expect((await admin.delete(`/api/lectures/${id}/captions/fr`)).status).toBe(404);
    expect((await admin.delete('/api/lectures/999999/captions/es')).status).toBe(404);
  });

  it('refuses students and guests', async () => {
    const id = await t.lectureId('react-do-zero', 'Buscando dados com SWR');
    const student = await t.as('student');
    expect(
      (
        await student.post(`/api/lectures/${id}/captions`, {
          json: { language: 'en', content: SRT },
        })
      ).status,
    ).toBe(403);
    expect((await student.delete(`/api/lectures/${id}/captions/en`)).status).toBe(403);
    expect((await (await t.as('guest')).delete(`/api/lectures/${id}/captions/en`)).status).toBe(
      401,
    );
    expect(await captionRows(id)).toEqual([]);
  });
});
