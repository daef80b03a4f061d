import type { Db } from './database';

/** Versioned migrations, applied in order at start-up; never edit one that has shipped. */
export const migrations: { id: string; sql: string }[] = [
  {
    id: '0001_users_and_sessions',
    sql: `
      create table users (
        id serial primary key,
        name text not null,
        email text not null,
        password_hash text not null,
        avatar_url text,
        is_student boolean not null default false,
        is_admin boolean not null default false,
        created_at timestamptz not null default now()
      );
      create unique index users_email_unique on users (lower(email));

      create table sessions (
        id_hash text primary key,
        user_id integer references users(id) on delete cascade,
        csrf_token text not null,
        created_at timestamptz not null default now(),
        last_activity timestamptz not null default now()
      );
      create index sessions_user_id on sessions (user_id);
    `,
  },
  {
    id: '0002_catalogue_progress_comments',
    sql: `
      alter table users
        add column email_verified_at timestamptz,
        add column auto_play boolean not null default true,
        add column auto_jump boolean not null default true;

      create table products (
        id serial primary key,
        slug text not null unique,
        title text not null,
        description text,
        cover_url text,
        can_comment boolean not null default true,
        created_at timestamptz not null default now()
      );

      create table courses (
        id serial primary key,
        product_id integer not null references products(id) on delete cascade,
        slug text not null unique,
        title text not null,
        description text,
        cover_url text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index courses_product_id on courses (product_id);

      create table sections (
        id serial primary key,
        course_id integer not null references courses(id) on delete cascade,
        title text not null,
        position integer not null
      );
      create index sections_course_id on sections (course_id, position);

      create table lectures (
        id serial primary key,
        section_id integer not null references sections(id) on delete cascade,
        title text not null,
        description text,
        video_url text,
        duration_seconds integer,
        is_free boolean not null default false,
        is_published boolean not null default true,
        scheduled_for timestamptz,
        position integer not null
      );
      create index lectures_section_id on lectures (section_id, position);
      create index lectures_free on lectures (id) where is_free;
      create index lectures_scheduled on lectures (scheduled_for) where scheduled_for is not null;

      -- Who may watch a product's courses (a purchase, a subscription or an invitation).
      create table enrollments (
        user_id integer not null references users(id) on delete cascade,
        product_id integer not null references products(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, product_id)
      );
      create index enrollments_product_id on enrollments (product_id);

      create table lecture_views (
        user_id integer not null references users(id) on delete cascade,
        lecture_id integer not null references lectures(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, lecture_id)
      );

      create table bookmarks (
        user_id integer not null references users(id) on delete cascade,
        lecture_id integer not null references lectures(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, lecture_id)
      );

      create table course_progress (
        user_id integer not null references users(id) on delete cascade,
        course_id integer not null references courses(id) on delete cascade,
        lecture_id integer references lectures(id) on delete set null,
        updated_at timestamptz not null default now(),
        primary key (user_id, course_id)
      );

      create table comments (
        id serial primary key,
        lecture_id integer not null references lectures(id) on delete cascade,
        user_id integer not null references users(id) on delete cascade,
        parent_id integer references comments(id) on delete cascade,
        body text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index comments_lecture_id on comments (lecture_id, created_at desc) where parent_id is null;
      create index comments_parent_id on comments (parent_id, created_at);

      create table comment_subscriptions (
        user_id integer not null references users(id) on delete cascade,
        comment_id integer not null references comments(id) on delete cascade,
        notify boolean not null,
        primary key (user_id, comment_id)
      );

      create table repositories (
        id serial primary key,
        course_id integer not null references courses(id) on delete cascade,
        name text not null,
        url text not null,
        created_at timestamptz not null default now()
      );
      create index repositories_course_id on repositories (course_id);

      -- One-time secrets sent by e-mail (verification, password codes, invitations), stored hashed.
      create table user_tokens (
        id serial primary key,
        kind text not null check (kind in ('verify_email', 'reset_password', 'invitation')),
        token_hash text not null,
        user_id integer references users(id) on delete cascade,
        email text not null,
        name text,
        product_id integer references products(id) on delete set null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create unique index user_tokens_hash on user_tokens (kind, token_hash);
      create index user_tokens_email on user_tokens (kind, lower(email));

      -- What the server would have e-mailed (there is no mail server in development).
      create table mail_outbox (
        id serial primary key,
        to_email text not null,
        subject text not null,
        body text not null,
        created_at timestamptz not null default now()
      );

      -- Throttling counters, shared by every server process.
      create table rate_limits (
        key text primary key,
        hits integer not null,
        reset_at timestamptz not null
      );
    `,
  },
  {
    id: '0003_discord_connections',
    sql: `
      -- OAuth states issued when a student starts the Discord connection, stored hashed.
      alter table user_tokens drop constraint user_tokens_kind_check;
      alter table user_tokens add constraint user_tokens_kind_check
        check (kind in ('verify_email', 'reset_password', 'invitation', 'discord_state'));

      create table discord_connections (
        user_id integer primary key references users(id) on delete cascade,
        username text not null,
        connected_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '0004_server_secrets',
    sql: `
      -- Secrets every API process on this database shares (the media URL signing key).
      create table server_secrets (
        name text primary key,
        value text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '0005_account_devices',
    sql: `
      -- The devices page (ADR 013): an opaque public id per session (never its cookie value nor
      -- its hash), and the user agent and address of its latest recorded activity.
      alter table sessions
        add column public_id uuid not null default gen_random_uuid(),
        add column user_agent text,
        add column ip text;
      create unique index sessions_public_id on sessions (public_id);
    `,
  },
  {
    id: '0006_account_subscriptions',
    sql: `
      -- An enrollment is a subscription (ADR 012): its state, who sold it and when it ends. Only
      -- active, trial and lifetime ones grant access (queries/catalog.ts, grantsAccess).
      alter table enrollments
        add column status text not null default 'active'
          check (status in ('active', 'trial', 'pending_payment', 'canceled', 'expired', 'lifetime')),
        add column provider text not null default 'manual'
          check (provider in ('hotmart', 'stripe', 'invitation', 'order', 'manual')),
        add column ends_at timestamptz;

      -- Where to subscribe to a product, when it has its own offer page.
      alter table products add column offer_url text;

      -- Order codes that grant lifetime access to a product, stored hashed; usable once.
      create table lifetime_orders (
        id serial primary key,
        code_hash text not null unique,
        product_id integer not null references products(id) on delete cascade,
        claimed_by integer references users(id) on delete set null,
        claimed_at timestamptz,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '0007_account_changes',
    sql: `
      -- The profile's WhatsApp number (E.164 digits, one account per number) and the codes of the
      -- account-step flows (ADR 014): six digits, stored hashed, 10 minutes, 5 tries, single use.
      alter table users add column whatsapp text;
      create unique index users_whatsapp_unique on users (whatsapp) where whatsapp is not null;

      create table account_codes (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        purpose text not null check (purpose in
          ('email_change_current', 'email_change_new', 'password_change', 'whatsapp_change')),
        -- The new address or number the code proves (null when it proves the current one).
        target text,
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        -- Set when the right code was typed (a confirmed step the next one builds on).
        confirmed_at timestamptz,
        -- Set when the change it allowed was made (or a newer code replaced it).
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index account_codes_user on account_codes (user_id, purpose, id desc);
    `,
  },
  {
    id: '0008_repository_description',
    sql: `
      -- A repository's optional description, shown on the admin course page (ADR 017).
      alter table repositories add column description text;
    `,
  },
  {
    id: '0009_course_is_published',
    sql: `
      -- A course's own publish switch (ADR 018): the courses that exist stay published, so nothing
      -- disappears; a course created from now on is a draft unless it says otherwise.
      alter table courses add column is_published boolean not null default true;
      alter table courses alter column is_published set default false;
    `,
  },
  {
    id: '0010_admin_students',
    sql: `
      -- The admin's student list at a school's size (ADR 021). The last access of an account (its
      -- sessions are deleted at sign-out, so they cannot tell it), filters' and orders' indexes.
      alter table users add column last_access_at timestamptz;
      update users u set last_access_at = (select max(s.last_activity) from sessions s where s.user_id = u.id);
      create index users_created_at on users (created_at, id);
      create index users_name_order on users (lower(name), id);
      create index enrollments_product_status on enrollments (product_id, status, user_id);
      create index enrollments_status on enrollments (status, user_id);
      -- Text search by trigrams when the server has pg_trgm (PostgreSQL's contrib, PGlite's
      -- bundle); a prefix index on the e-mail otherwise.
      do $$ begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm is not available: %', sqlerrm;
      end $$;
      do $$ begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index users_search_trgm on users
            using gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);
        else
          create index users_email_prefix on users (lower(email) text_pattern_ops);
          create index users_name_prefix on users (lower(name) text_pattern_ops);
        end if;
      end $$;
    `,
  },
  {
    id: '0012_comment_moderation',
    sql: `
      -- Comment moderation (ADR 022): when a thread was answered (a team reply or marked by hand),
      -- kept on the top-level comment so "unanswered, oldest first" reads one partial index.
      alter table comments add column answered_at timestamptz;
      update comments m set answered_at = (
        select min(r.created_at) from comments r join users u on u.id = r.user_id
         where r.parent_id = m.id and u.is_admin
      ) where m.parent_id is null;
      -- The team's own top-level comments wait for nobody.
      update comments m set answered_at = m.created_at
        from users u where u.id = m.user_id and u.is_admin and m.parent_id is null and m.answered_at is null;
      create index comments_unanswered on comments (created_at, id)
        where parent_id is null and answered_at is null;
      create index comments_answered on comments (created_at desc, id desc)
        where parent_id is null and answered_at is not null;
      do $$ begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm is not available: %', sqlerrm;
      end $$;
      do $$ begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index comments_body_trgm on comments using gin (lower(body) gin_trgm_ops)
            where parent_id is null;
        end if;
      end $$;
    `,
  },
  {
    id: '0013_trial_periods',
    sql: `
      -- A product's trial offer over a range of calendar days (America/Sao_Paulo, inclusive), and
      -- how many days the trial subscription it grants lasts (ADR 023). Ranges of one product never
      -- overlap: the server checks it in a transaction that locks the product's row.
      create table trial_periods (
        id serial primary key,
        product_id integer not null references products(id) on delete cascade,
        starts_on date not null,
        ends_on date not null,
        days integer not null check (days between 1 and 30),
        created_at timestamptz not null default now(),
        check (ends_on >= starts_on)
      );
      create index trial_periods_product on trial_periods (product_id, starts_on);
      create index trial_periods_range on trial_periods (starts_on, ends_on);
      -- Which period granted a trial subscription (null: any other subscription).
      alter table enrollments
        add column trial_period_id integer references trial_periods(id) on delete set null;
      create index enrollments_trial_period on enrollments (trial_period_id) where trial_period_id is not null;
      -- The admin home's latest comments without an answer.
      create index comments_top_level_created on comments (created_at desc, id desc) where parent_id is null;
    `,
  },
  {
    id: '0014_read_versions',
    sql: `
      -- Two counters the session's own statement returns (ADR 029, section 15), so that a process
      -- can keep a viewer's course answer and know, without another statement, that it still holds:
      -- the viewer's marks (watched, bookmarked, where they stopped, their subscriptions), moved
      -- by every write to those tables, and the content's, moved by every write to a course (every
      -- content write touches its course, ADR 020) or a product. Triggers: any process, any path.
      alter table users add column marks_version bigint not null default 0;
      create function bump_marks_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update users set marks_version = marks_version + 1 where id = old.user_id;
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.user_id is distinct from old.user_id) then
          update users set marks_version = marks_version + 1 where id = new.user_id;
        end if;
        return null;
      end $$;
      create trigger lecture_views_marks after insert or update or delete on lecture_views
        for each row execute function bump_marks_version();
      create trigger bookmarks_marks after insert or update or delete on bookmarks
        for each row execute function bump_marks_version();
      create trigger course_progress_marks after insert or update or delete on course_progress
        for each row execute function bump_marks_version();
      create trigger enrollments_marks after insert or update or delete on enrollments
        for each row execute function bump_marks_version();

      create table content_clock (
        id boolean primary key default true check (id),
        version bigint not null default 0
      );
      insert into content_clock default values;
      create function bump_content_clock() returns trigger language plpgsql as $$
      begin
        update content_clock set version = version + 1;
        return null;
      end $$;
      create trigger courses_content_clock after insert or update or delete on courses
        for each statement execute function bump_content_clock();
      create trigger products_content_clock after insert or update or delete on products
        for each statement execute function bump_content_clock();
    `,
  },
  {
    id: '0015_students_by_access',
    sql: `
      -- Who is a student (ADR 031): an account that holds a subscription granting access (active,
      -- trial, lifetime: grantsAccess). users.is_student is kept by the enrollments' own trigger,
      -- in the statement that writes the subscription (any process, any path), with the viewer's
      -- marks counter, so a kept course answer (ADR 029, section 15) never outlives the change.
      create function holds_access(account integer) returns boolean language sql stable as $$
        select exists (select 1 from enrollments e where e.user_id = account
                         and e.status in ('active', 'trial', 'lifetime'))
      $$;
      -- OLD is null on INSERT and NEW on DELETE: the row's holder before and after, once each.
      create function enrollments_changed() returns trigger language plpgsql as $$
      begin
        update users
           set marks_version = marks_version + 1, is_student = holds_access(id)
         where id in (old.user_id, new.user_id);
        return null;
      end $$;
      drop trigger enrollments_marks on enrollments;
      create trigger enrollments_marks after insert or update or delete on enrollments
        for each row execute function enrollments_changed();
      -- Existing rows: a signed-up account with a trial, a grant or a claimed order becomes a
      -- student; a flag without any granting subscription is dropped.
      update users
         set is_student = holds_access(id), marks_version = marks_version + 1
       where is_student <> holds_access(id);
      -- A course's repositories are part of its answer to the students (issue 33, item 16): a
      -- write to them moves the content's counter, as a write to the course does.
      -- Per row: a refused write that touches no row (an unknown repository) moves nothing.
      create trigger repositories_content_clock after insert or update or delete on repositories
        for each row execute function bump_content_clock();
      `,
  },
  {
    id: '0017_discord_oauth',
    sql: `
      -- The Discord connection's OAuth states (issue 33 item 17): random, stored hashed, bound to
      -- the student and the session that started it, single-use, with the redirect_uri sent to
      -- Discord (the token exchange must repeat it). In the database: any API process may get
      -- the callback.
      create table discord_states (
        state_hash text primary key,
        user_id integer not null references users(id) on delete cascade,
        session_hash text not null,
        redirect_uri text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index discord_states_user on discord_states (user_id);

      -- Who the student is on Discord (null for a connection the demonstration mode simulated).
      alter table discord_connections add column discord_user_id text;
      alter table discord_connections add column global_name text;
    `,
  },
  {
    id: '0018_lecture_positions',
    sql: `
      -- Where each student stopped in each lecture's video (issue 35): one row per student and
      -- lecture, the newest write wins; read with the course, so any device resumes there.
      create table lecture_positions (
        user_id integer not null references users(id) on delete cascade,
        lecture_id integer not null references lectures(id) on delete cascade,
        seconds integer not null check (seconds >= 0),
        updated_at timestamptz not null default now(),
        primary key (user_id, lecture_id)
      );
      -- A viewer's course answer holds their positions: a new one moves their marks (0014).
      create trigger lecture_positions_marks after insert or update or delete on lecture_positions
        for each row execute function bump_marks_version();
    `,
  },
  {
    id: '0019_jobs',
    sql: `
      -- The job queue (issue 35 §2, ADR 036): video transcoding and the e-mail outbox run here,
      -- on whichever process has workers. A worker claims a ready job with FOR UPDATE SKIP LOCKED
      -- and holds it by a lease (locked_until) that its heartbeat renews; a job whose lease ran
      -- out (its process died) is queued again, or failed once it has used its attempts.
      create table jobs (
        id bigserial primary key,
        queue text not null,
        payload jsonb not null,
        state text not null default 'queued'
          check (state in ('queued', 'running', 'done', 'failed')),
        attempts integer not null default 0,
        max_attempts integer not null check (max_attempts between 1 and 100),
        run_at timestamptz not null default now(),
        locked_by text,
        locked_until timestamptz,
        last_error text,
        idempotency_key text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        finished_at timestamptz
      );
      -- What a worker's claim reads: the ready jobs of its queues, oldest first.
      create index jobs_ready on jobs (queue, run_at, id) where state = 'queued';
      -- The sweep's leases.
      create index jobs_leases on jobs (locked_until) where state = 'running';
      -- The purge of finished jobs.
      create index jobs_done on jobs (finished_at) where state = 'done';
      -- One job per key and queue, for as long as the job is kept.
      create unique index jobs_idempotency on jobs (queue, idempotency_key)
        where idempotency_key is not null;
    `,
  },
  {
    id: '0020_video_uploads',
    sql: `
      -- Lecture videos uploaded by admins (issue 35, ADR 038). The tus upload's id names the row;
      -- the bytes are in the tus store until transcoded, then the HLS ladder, poster and
      -- storyboard are under files_prefix in the FileStore. A lecture plays its ready upload
      -- (lectures.video_upload_id) and keeps it while a newer one is sent and processed.
      create table video_uploads (
        id text primary key,
        lecture_id integer not null references lectures(id) on delete cascade,
        status text not null default 'uploading'
          check (status in ('uploading', 'processing', 'ready', 'failed')),
        progress integer not null default 0 check (progress between 0 and 100),
        file_name text not null,
        size_bytes bigint not null check (size_bytes >= 0),
        failure text,
        files_prefix text,
        -- Every key written under files_prefix, so a replaced video's files can be removed.
        files text[] not null default '{}',
        duration_seconds integer,
        heights integer[] not null default '{}',
        created_by integer references users(id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index video_uploads_lecture on video_uploads (lecture_id, created_at desc);
      -- The abandoned-upload sweep.
      create index video_uploads_pending on video_uploads (updated_at) where status = 'uploading';
      alter table lectures add column video_upload_id text references video_uploads(id) on delete set null;
      -- A lecture's new video changes the course's answer (its video, poster and storyboard links):
      -- the transcoding job writes this column outside the admin's writes, which move the course.
      create trigger lectures_video_content_clock after update of video_upload_id on lectures
        for each statement execute function bump_content_clock();
      -- One request at a time per tus upload, across processes: a lease its holder renews.
      create table upload_locks (
        id text primary key,
        holder text not null,
        locked_until timestamptz not null
      );
    `,
  },
  {
    id: '0021_lecture_captions',
    sql: `
      -- A lecture's caption tracks (issue 35 §5): one WebVTT file per language, kept in the
      -- FileStore under file_key (an .srt is converted on the way in). Replacing a track writes a
      -- new file and points the row at it; the old file is removed after the commit.
      create table lecture_captions (
        lecture_id integer not null references lectures(id) on delete cascade,
        language text not null,
        file_key text not null,
        cue_count integer not null check (cue_count > 0),
        updated_at timestamptz not null default now(),
        primary key (lecture_id, language)
      );
      -- The tracks are part of the course's answer to its viewers: a write moves the content's
      -- counter (0014), as the handlers' touch of the course does, whatever path made it.
      create trigger lecture_captions_content_clock after insert or update or delete on lecture_captions
        for each row execute function bump_content_clock();
    `,
  },
  {
    id: '0022_captions_preference',
    sql: `
      -- The student's "Mostrar legendas quando houver" (issue 35 §4): off until they turn it on.
      alter table users add column captions_on boolean not null default false;
    `,
  },
  {
    id: '0023_mail_delivery',
    sql: `
      -- Issue 36 §1, ADR 039: the outbox is delivered over SMTP by the job queue. A message row is
      -- written with its 'mail.send' job (job_id) in the caller's transaction; the job's state and
      -- attempts are the delivery's. message_token makes the Message-ID, stable across retries.
      -- Delivered bodies are purged after the retention (purged_at); who, what kind and when stay.
      alter table mail_outbox
        add column kind text not null default 'security',
        add column user_id integer references users(id) on delete set null,
        add column action_label text,
        add column action_path text,
        add column unsubscribe_url text,
        add column message_token text,
        add column job_id bigint,
        add column sent_at timestamptz,
        add column last_error text,
        add column purged_at timestamptz;
      -- Messages written before delivery existed went to the log: they count as delivered.
      update mail_outbox set sent_at = created_at;
      create unique index mail_outbox_token on mail_outbox (message_token);
      create index mail_outbox_retention on mail_outbox (sent_at)
        where purged_at is null and sent_at is not null;
      create index mail_outbox_job on mail_outbox (job_id);
    `,
  },
  {
    id: '0025_selling',
    sql: `
      -- Issue 37 §1: what a visitor is shown of a product's price (a display text the seller
      -- controls, "R$ 497,00" or "12x de R$ 49,70", never a charge), and the checkout platforms'
      -- product ids that map a purchase to it. products.offer_url (0005) is the offer link.
      alter table products add column price_text text;
      create table product_platform_ids (
        product_id integer not null references products(id) on delete cascade,
        platform text not null check (platform in ('hotmart', 'kiwify', 'eduzz')),
        external_id text not null check (length(external_id) between 1 and 200),
        primary key (platform, external_id)
      );
      create index product_platform_ids_product on product_platform_ids (product_id);
    `,
  },
  {
    id: '0026_purchase_events',
    sql: `
      -- Issue 37 §2 (ADR 042): purchases by webhook. A subscription may come from Kiwify or Eduzz
      -- too, and remembers the sale that made it (the platform's subscription or transaction id).
      alter table enrollments drop constraint enrollments_provider_check;
      alter table enrollments add constraint enrollments_provider_check check (provider in
        ('hotmart', 'stripe', 'invitation', 'order', 'manual', 'kiwify', 'eduzz'));
      alter table enrollments
        add column external_ref text,
        -- When the platform's latest applied event happened: an older one arriving late is
        -- recorded but does not undo a newer state.
        add column external_event_at timestamptz;

      -- Every event as received (its raw body for audit), once per platform event key.
      create table purchase_events (
        id serial primary key,
        platform text not null check (platform in ('hotmart', 'kiwify', 'eduzz')),
        event_key text not null check (length(event_key) between 1 and 300),
        event_type text not null,
        kind text not null check (kind in
          ('approved', 'renewed', 'refunded', 'chargeback', 'canceled', 'late', 'ignored')),
        transaction_id text,
        subscription_ref text,
        buyer_email text,
        buyer_name text,
        external_product_id text,
        product_id integer references products(id) on delete set null,
        occurred_at timestamptz,
        raw_body text not null,
        status text not null default 'received'
          check (status in ('received', 'processed', 'ignored', 'failed')),
        outcome text,
        error text,
        attempts integer not null default 0,
        received_at timestamptz not null default now(),
        processed_at timestamptz,
        unique (platform, event_key)
      );
      create index purchase_events_latest on purchase_events (received_at desc, id desc);
      create index purchase_events_transaction on purchase_events (platform, transaction_id);
      create index purchase_events_status on purchase_events (status, id desc);
    `,
  },
  {
    id: '0027_certificates',
    sql: `
      -- Issue 38 §1, ADR 043: a course's certificate of completion. Off until an admin turns it
      -- on; the workload is stated by the admin (proposed from the lectures' durations).
      create table certificate_settings (
        course_id integer primary key references courses(id) on delete cascade,
        enabled boolean not null default false,
        hours integer not null check (hours between 1 and 2000),
        signer_name text not null default '',
        signer_role text not null default '',
        updated_at timestamptz not null default now()
      );
      -- The name a student confirmed for certificates ("Nome no certificado"); null: not yet.
      alter table users add column certificate_name text;
      -- One certificate per student and course, whatever races (the unique key). full_name is null
      -- until the student confirms the name (then issued_at is set); what it states (name,
      -- course, hours, signer) is copied at issue, so later edits never change an issued one.
      create table certificates (
        id serial primary key,
        code text not null unique,
        user_id integer not null references users(id) on delete cascade,
        course_id integer not null references courses(id) on delete cascade,
        full_name text,
        course_title text not null,
        hours integer not null,
        signer_name text not null,
        signer_role text not null,
        completed_at timestamptz not null,
        issued_at timestamptz,
        revision integer not null default 1,
        revoked_at timestamptz,
        revoked_reason text,
        unique (user_id, course_id)
      );
      create index certificates_course on certificates (course_id, completed_at desc);
    `,
  },
  {
    id: '0024_notifications',
    sql: `
      -- Issue 36 §2-3 (ADR 040): what the bell lists and what the e-mails said. One row per person
      -- and event; in_app false keeps a row only for its e-mail (the bell skips it). mail_pending
      -- marks the rows an e-mail still has to carry (replies wait for their thread's window).
      create table notifications (
        id bigserial primary key,
        user_id integer not null references users(id) on delete cascade,
        kind text not null check (kind in ('comment_reply', 'team_answer', 'lecture_released',
          'content_published', 'subscription_ending', 'subscription_ended')),
        title text not null,
        context text,
        excerpt text,
        path text,
        thread_id integer references comments(id) on delete cascade,
        dedupe_key text,
        in_app boolean not null default true,
        mail_pending boolean not null default false,
        read_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index notifications_user on notifications (user_id, created_at desc, id desc) where in_app;
      create index notifications_unread on notifications (user_id) where in_app and read_at is null;
      create index notifications_mail on notifications (user_id, thread_id) where mail_pending;
      create unique index notifications_once on notifications (user_id, dedupe_key)
        where dedupe_key is not null;

      -- Per event kind, the channels a person chose; no row: the kind's default (ADR 040).
      create table notification_preferences (
        user_id integer not null references users(id) on delete cascade,
        kind text not null,
        email boolean not null,
        in_app boolean not null,
        primary key (user_id, kind)
      );

      -- When a thread's last reply e-mail went to a person: at most one per 10 minutes.
      create table thread_mail_windows (
        user_id integer not null references users(id) on delete cascade,
        thread_id integer not null references comments(id) on delete cascade,
        last_sent_at timestamptz,
        primary key (user_id, thread_id)
      );

      -- Lectures whose release (or publication) was announced: claimed once, by one process.
      create table lecture_announcements (
        lecture_id integer primary key references lectures(id) on delete cascade,
        announced_at timestamptz not null default now()
      );
      -- Releases before this feature are not news.
      insert into lecture_announcements (lecture_id)
        select id from lectures where scheduled_for is not null and scheduled_for <= now();
    `,
  },
  {
    id: '0028_lgpd',
    sql: `
      -- Issue 38 §2, ADR 044: the LGPD rights. Deleting an account takes a code of its own
      -- purpose; the account's row stays (orders and replies point to it) but is anonymised and
      -- marked deleted; a comment with others' replies stays as "Comentário removido".
      alter table account_codes drop constraint account_codes_purpose_check;
      alter table account_codes add constraint account_codes_purpose_check check (purpose in
        ('email_change_current', 'email_change_new', 'password_change', 'whatsapp_change',
         'account_deletion'));
      alter table users add column deleted_at timestamptz;
      alter table comments add column removed_at timestamptz;
      -- "Baixar meus dados": the document is a file of the FileStore; its signed link works while
      -- the row is here and not expired. Deleting the account removes the rows and the files.
      create table data_exports (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        file_key text not null,
        size_bytes integer not null,
        expires_at timestamptz not null,
        created_at timestamptz not null default now()
      );
      create index data_exports_user on data_exports (user_id, id desc);
    `,
  },
  {
    // Consent to the notices and the admins' audit log (issue 38 §2, ADR 047).
    id: '0029_consent_audit',
    sql: `
      -- Each acceptance of the Termos de uso and the Aviso de privacidade, never edited: the
      -- versions read, when, and the address shortened (an IPv4 /24, an IPv6 /48).
      create table user_consents (
        id bigserial primary key,
        user_id integer not null references users(id) on delete cascade,
        terms_version text not null,
        privacy_version text not null,
        source text not null check (source in ('register', 'finish_registration', 'update')),
        ip_prefix text,
        accepted_at timestamptz not null default now()
      );
      create index user_consents_user on user_consents (user_id, accepted_at desc);
      -- The versions last accepted, read with the session (null: never asked, an older account).
      alter table users add column terms_version text, add column privacy_version text;

      -- What an admin did to a person's access or data: who, what, whom, when.
      create table admin_audit_log (
        id bigserial primary key,
        admin_id integer references users(id) on delete set null,
        action text not null,
        target_user_id integer references users(id) on delete set null,
        details jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now()
      );
      create index admin_audit_log_recent on admin_audit_log (created_at desc, id desc);
      create index admin_audit_log_target on admin_audit_log (target_user_id);
    `,
  },
  {
    // Expired data exports are swept (issue 38 §2, ADR 044 "Admin requests"): the file leaves
    // the store after its 24 hours; the row stays, marked, so the page and the link say "expirado".
    id: '0030_data_export_sweep',
    sql: `
      alter table data_exports add column file_removed_at timestamptz;
      create index data_exports_unswept on data_exports (expires_at) where file_removed_at is null;
    `,
  },
  {
    // A worker claims across all its queues, oldest first: with one (queue, run_at) index the
    // claim sorted every ready job (100,000 queued e-mails: ~190 ms a claim, 35 e-mails/s); by
    // time alone it reads the first ready rows (issue 36 §4, docs/perf/notifications-2026-11.md).
    id: '0031_jobs_ready_by_time',
    sql: `
      create index jobs_ready_by_time on jobs (run_at, id) where state = 'queued';
    `,
  },
  {
    // Deleted accounts' stand-in addresses (ADR 044) become well-formed: the admin's lists and
    // profile check every address they answer, and a bare "@invalid" failed them.
    id: '0032_deleted_accounts_address',
    sql: `
      update users set email = replace(email, '@invalid', '@conta-excluida.invalid')
       where deleted_at is not null and email like 'excluida-%@invalid';
    `,
  },
  {
    // Bulk e-mail goes out at a pace (MAIL_BULK_PER_SECOND, ADR 049): the next free sending
    // instant, one row per paced queue, shared by every process on the database.
    id: '0033_send_pace',
    sql: `
      create table send_pace (name text primary key, next_at timestamptz not null);
    `,
  },
  {
    // A release or a publication told to a whole product is one row, read by each student's bell,
    // not one row per student written at the release (ADR 054): the bell's ids share the
    // notifications' sequence, so one id names either. A student's read mark is a row of its own;
    // the e-mails go out a chunk at a time behind `mailed_through` (the last student e-mailed).
    id: '0034_broadcasts',
    sql: `
      create table broadcasts (
        id bigint primary key default nextval('notifications_id_seq'),
        product_id integer not null references products(id) on delete cascade,
        kind text not null check (kind in ('lecture_released', 'content_published')),
        title text not null,
        context text,
        path text,
        dedupe_key text not null unique,
        mail_subject text not null,
        mail_line text not null,
        action_label text not null,
        mailed_through integer not null default 0,
        created_at timestamptz not null default now()
      );
      create index broadcasts_product on broadcasts (product_id, created_at desc, id desc);
      -- The e-mail chunks walk a product's students by id from the cursor.
      create index enrollments_product_user on enrollments (product_id, user_id);

      create table broadcast_reads (
        user_id integer not null references users(id) on delete cascade,
        broadcast_id bigint not null references broadcasts(id) on delete cascade,
        read_at timestamptz not null default now(),
        primary key (user_id, broadcast_id)
      );
    `,
  },
];

/** Serialises migrations and seeding across server processes sharing one PostgreSQL. */
export const SCHEMA_LOCK = 'select pg_advisory_xact_lock(4242)';

export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(SCHEMA_LOCK);
    await tx.exec(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(SCHEMA_LOCK);
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
