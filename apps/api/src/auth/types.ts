// Who a request is from: the types the session store makes and every handler reads (no imports,
// so `env.ts` and the session store both depend on this file and not on each other).

/** The signed-in user as handlers see it (never the password hash). */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  /** ISO date of the e-mail's confirmation, or null. */
  email_verified_at: string | null;
  /** E.164 digits (`5511912345678`), or null. */
  whatsapp: string | null;
  is_student: boolean;
  is_admin: boolean;
  /** The current notices are not accepted yet (ADR 047); read with the session only. */
  consent_outdated?: boolean;
}

export interface Session {
  idHash: string;
  csrfToken: string;
  viewer: Viewer | null;
  /**
   * The counters read with the session (migration 0014, ADR 029 section 15): the viewer's marks
   * (null without a viewer) and the content's. A cached answer made at the same counters holds.
   */
  versions: { marks: string | null; content: string };
}
