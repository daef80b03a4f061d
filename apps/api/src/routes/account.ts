import type { Handlers } from './define';

export const accountHandlers: Pick<Handlers, 'getPreferences' | 'updatePreferences'> = {
  async getPreferences({ db, viewer }) {
    const [row] = await db.query<{ auto_play: boolean; auto_jump: boolean }>(
      'select auto_play, auto_jump from users where id = $1',
      [viewer.id],
    );
    return { data: row ?? { auto_play: true, auto_jump: true } };
  },

  async updatePreferences({ db, viewer, body }) {
    const [row] = await db.query<{ auto_play: boolean; auto_jump: boolean }>(
      `update users set auto_play = coalesce($2, auto_play), auto_jump = coalesce($3, auto_jump)
        where id = $1 returning auto_play, auto_jump`,
      [viewer.id, body.auto_play ?? null, body.auto_jump ?? null],
    );
    return { data: row ?? { auto_play: true, auto_jump: true } };
  },
};
