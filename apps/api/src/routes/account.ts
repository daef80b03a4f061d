import type { Handlers } from './define';

interface PreferencesRow {
  auto_play: boolean;
  auto_jump: boolean;
  captions_on: boolean;
}

const DEFAULTS: PreferencesRow = { auto_play: true, auto_jump: true, captions_on: false };

export const accountHandlers: Pick<Handlers, 'getPreferences' | 'updatePreferences'> = {
  async getPreferences({ db, viewer }) {
    const [row] = await db.query<PreferencesRow>(
      'select auto_play, auto_jump, captions_on from users where id = $1',
      [viewer.id],
    );
    return { data: row ?? DEFAULTS };
  },

  async updatePreferences({ db, viewer, body }) {
    const [row] = await db.query<PreferencesRow>(
      `update users set auto_play = coalesce($2, auto_play), auto_jump = coalesce($3, auto_jump),
          captions_on = coalesce($4, captions_on)
        where id = $1 returning auto_play, auto_jump, captions_on`,
      [viewer.id, body.auto_play ?? null, body.auto_jump ?? null, body.captions_on ?? null],
    );
    return { data: row ?? DEFAULTS };
  },
};
