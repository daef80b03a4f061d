import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

const lectureId = (course: string, title: string) => t.lectureId(course, title);

async function bookmarks(query = '') {
  const response = await (await t.as('student')).json(`/api/me/bookmarks${query}`);
  expect(response.status).toBe(200);
  return endpoints.myBookmarks.response.parse(response.body);
}

async function bookmark(course: string, title: string) {
  const [user] = await t.db.query<{ id: number }>(
    "select id from users where email = 'aluna@aula.dev'",
  );
  await t.db.query('insert into bookmarks (user_id, lecture_id) values ($1, $2)', [
    user?.id,
    await lectureId(course, title),
  ]);
}

describe('GET api/me/bookmarks', () => {
  it("lists the viewer's own bookmarks with course and the player's position", async () => {
    const { data, meta } = await bookmarks();
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 15, total: 1 });
    const player = endpoints.courseBySlug.response.parse(
      (await (await t.as('student')).json('/api/course-by-slug/react-do-zero')).body,
    ).data;
    const bookmarked = player.sections.flatMap((s) => s.lectures).find((l) => l.is_bookmarked);
    expect(data).toEqual([
      {
        course: { id: player.id, title: 'React do zero', slug: 'react-do-zero' },
        lecture: { id: bookmarked?.id, title: bookmarked?.title, position: bookmarked?.position },
        bookmarked_at: expect.any(String),
      },
    ]);
  });

  it('orders by course title then position, leaves drafts out, and paginates on the server', async () => {
    await bookmark('react-do-zero', 'Buscando dados com SWR');
    await bookmark('react-do-zero', 'Exercício guiado: lista de tarefas'); // a draft
    await bookmark('typescript-na-pratica', 'Genéricos sem medo');
    await bookmark('react-do-zero', 'Boas-vindas e como estudar');

    const first = await bookmarks('?per_page=2');
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 4 });
    const second = await bookmarks('?per_page=2&page=2');
    const all = [...first.data, ...second.data].map(
      (item) => `${item.course.slug} ${item.lecture.position} ${item.lecture.title}`,
    );
    expect(all).toEqual([
      'react-do-zero 1 Boas-vindas e como estudar',
      'react-do-zero 2 Preparando o ambiente',
      'react-do-zero 7 Buscando dados com SWR',
      'typescript-na-pratica 5 Genéricos sem medo',
    ]);
    expect((await bookmarks('?page=3&per_page=2')).data).toEqual([]);
  });

  it('removing through the toggle takes it off the list; toggling again brings it back', async () => {
    const client = await t.as('student');
    const [item] = (await bookmarks()).data;
    if (!item) throw new Error('no bookmark');
    await client.put(`/api/lectures/${item.lecture.id}/bookmark`);
    expect((await bookmarks()).data.map((b) => b.lecture.id)).not.toContain(item.lecture.id);
    await client.put(`/api/lectures/${item.lecture.id}/bookmark`);
    expect((await bookmarks()).data.map((b) => b.lecture.id)).toContain(item.lecture.id);
  });

  it('refuses a page size over 100 and a page under 1', async () => {
    const client = await t.as('student');
    expect((await client.json('/api/me/bookmarks?per_page=101')).status).toBe(422);
    expect((await client.json('/api/me/bookmarks?page=0')).status).toBe(422);
  });
});
