import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Db } from '../db/database';
import { type FileStore, typeOfKey } from '../storage';

/** The demo's uploaded video: its id and where its files go in the store. */
export const DEMO_UPLOAD_ID = 'vdemo';
const DEMO_PREFIX = `videos/${DEMO_UPLOAD_ID}`;

/**
 * The demo school's lectures play as uploaded videos do (issue 35, §2): the sample HLS ladder
 * (360p/540p/720p, poster, storyboard, made by this API's own ffmpeg pipeline from a test
 * pattern) is put in the store, recorded as a ready upload, and given to every lecture of the
 * demo that plays the sample MP4, with the sample's pt-BR caption track. Done once, on the
 * start that seeded the database; no ffmpeg needed.
 */
export async function installDemoVideo(db: Db, files: FileStore, folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('captions-'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  if (!names.includes('master.m3u8')) return false;
  for (const name of names) {
    const key = `${DEMO_PREFIX}/${name}`;
    await files.put(key, new Uint8Array(await readFile(join(folder, name))), typeOfKey(key));
  }
  await db.transaction(async (tx) => {
    const [lecture] = await tx.query<{ id: number }>(
      `select id from lectures where video_url like '/media/aula-demo.mp4%' order by id limit 1`,
    );
    if (!lecture) return;
    await tx.query(
      `insert into video_uploads (id, lecture_id, status, progress, file_name, size_bytes,
                                  files_prefix, files, duration_seconds, heights)
       values ($1, $2, 'ready', 100, 'aula-demo.mp4', 0, $3, $4, 12, '{360,540,720}')
       on conflict (id) do nothing`,
      [DEMO_UPLOAD_ID, lecture.id, DEMO_PREFIX, names.map((name) => `${DEMO_PREFIX}/${name}`)],
    );
    const lectures = await tx.query<{ id: number }>(
      `update lectures set video_upload_id = $1, video_url = null
        where video_url like '/media/aula-demo.mp4%' returning id`,
      [DEMO_UPLOAD_ID],
    );
    // Each lecture its own copy of the pt-BR track, as an admin's upload would be (removing
    // one lecture's track never touches another's).
    const captions = await readFile(join(folder, 'captions-pt-BR.vtt')).catch(() => null);
    if (!captions) return;
    for (const { id } of lectures) {
      const key = `captions/${id}/pt-BR-demo.vtt`;
      await files.put(key, new Uint8Array(captions), typeOfKey(key));
      await tx.query(
        `insert into lecture_captions (lecture_id, language, file_key, cue_count)
         values ($1, 'pt-BR', $2, 3) on conflict do nothing`,
        [id, key],
      );
    }
  });
  return true;
}

/**
 * The demo courses' covers (issue 35 §2: the home showed text-only cards): a gradient per course,
 * `apps/api/media/demo-covers/<slug>.jpg`, stored as an uploaded cover is (ADR 018) and given to
 * the course of that slug when it has none. Done on the start that seeded the database.
 */
export async function installDemoCovers(db: Db, files: FileStore, folder: string) {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.jpg'));
  for (const name of names) {
    const slug = name.slice(0, -'.jpg'.length);
    // A stored cover's name: 43 base64url characters (routes/images.ts), here from the slug.
    const stored = `${createHash('sha256').update(`demo-cover:${slug}`).digest('base64url')}.jpg`;
    await files.put(
      `covers/${stored}`,
      new Uint8Array(await readFile(join(folder, name))),
      'image/jpeg',
    );
    await db.query('update courses set cover_url = $2 where slug = $1 and cover_url is null', [
      slug,
      `/api/covers/${stored}`,
    ]);
  }
}
