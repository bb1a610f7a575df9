/** Numbered schema steps. Append only: a shipped step is never edited, a change is a new step. */
export const MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE hotels (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        uid TEXT NOT NULL UNIQUE,
        installation_mode INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE rooms (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        number TEXT NOT NULL,
        tv_indexes TEXT NOT NULL,
        PRIMARY KEY (hotel_id, number)
      );
      CREATE TABLE guests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        seed_key TEXT,
        guest_type TEXT NOT NULL,
        room TEXT,
        last_name TEXT NOT NULL DEFAULT '',
        first_name TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL DEFAULT '',
        pmsregnum TEXT,
        email TEXT,
        pin TEXT,
        phone TEXT,
        groups TEXT NOT NULL DEFAULT '[]',
        lang TEXT,
        check_in_date TEXT,
        check_out_date TEXT,
        status TEXT NOT NULL CHECK (status IN ('in', 'out')),
        created_at INTEGER NOT NULL,
        ended_at INTEGER,
        UNIQUE (hotel_id, seed_key)
      );
      CREATE INDEX guests_by_room ON guests(hotel_id, room, status);
      CREATE TABLE registrations (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_index TEXT NOT NULL,
        mac TEXT NOT NULL,
        ip TEXT NOT NULL,
        sign TEXT NOT NULL,
        registered_at INTEGER NOT NULL,
        PRIMARY KEY (hotel_id, room, tv_index),
        UNIQUE (hotel_id, mac)
      );
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        kind TEXT NOT NULL CHECK (kind IN ('web', 'inroom')),
        guest_id INTEGER REFERENCES guests(id),
        room TEXT,
        mac TEXT,
        device_id TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX tokens_by_guest ON tokens(guest_id);
      CREATE TABLE error_reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        message TEXT NOT NULL,
        status INTEGER,
        logs TEXT NOT NULL,
        uptime REAL,
        url TEXT,
        user_agent TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX error_reports_by_hotel ON error_reports(hotel_id, id);
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE device_status (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_index TEXT NOT NULL,
        mac TEXT NOT NULL,
        report TEXT NOT NULL,
        local_time TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        reports_received INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (hotel_id, room, tv_index)
      );
      CREATE TABLE wol_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_id TEXT NOT NULL,
        mac TEXT NOT NULL,
        requested_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    sql: `
      ALTER TABLE guests ADD COLUMN no_post INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE orders (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        request_id TEXT NOT NULL,
        payload_hash TEXT NOT NULL,
        owner TEXT NOT NULL CHECK (owner IN ('guest', 'room', 'none')),
        guest_id INTEGER REFERENCES guests(id),
        room TEXT,
        type TEXT NOT NULL CHECK (type IN ('shop', 'service')),
        shop_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('0', '1', '2', '3')),
        delivery_time TEXT NOT NULL,
        tv_id TEXT NOT NULL,
        num_of_person TEXT NOT NULL,
        auth_type TEXT NOT NULL,
        location TEXT,
        comment TEXT,
        items TEXT NOT NULL,
        fee REAL NOT NULL,
        fee_type TEXT NOT NULL,
        items_minor INTEGER NOT NULL,
        fee_minor INTEGER NOT NULL,
        total_minor INTEGER NOT NULL,
        payment_method TEXT,
        payment_status TEXT NOT NULL CHECK (payment_status IN ('none', 'pending', 'paid', 'failed')),
        points_spent INTEGER NOT NULL DEFAULT 0,
        points_earned INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (hotel_id, request_id)
      );
      CREATE INDEX orders_by_guest ON orders(hotel_id, guest_id, seq);
      CREATE INDEX orders_by_hotel ON orders(hotel_id, seq);
      CREATE TABLE payments (
        id TEXT PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        owner TEXT NOT NULL CHECK (owner IN ('guest', 'room', 'none')),
        guest_id INTEGER REFERENCES guests(id),
        room TEXT,
        order_seqs TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        return_url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE slot_bookings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        service_id INTEGER NOT NULL,
        interval_code TEXT NOT NULL,
        guest_id INTEGER NOT NULL REFERENCES guests(id),
        created_at INTEGER NOT NULL,
        UNIQUE (hotel_id, service_id, interval_code, guest_id)
      );
      CREATE TABLE folio_lines (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        guest_id INTEGER NOT NULL REFERENCES guests(id),
        seed_key TEXT NOT NULL,
        date TEXT NOT NULL,
        title TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        UNIQUE (hotel_id, seed_key)
      );
      CREATE INDEX folio_by_guest ON folio_lines(guest_id);
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        guest_id INTEGER REFERENCES guests(id),
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE loyalty_accounts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        card_number TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        points INTEGER NOT NULL CHECK (points >= 0),
        created_at INTEGER NOT NULL,
        UNIQUE (hotel_id, card_number),
        UNIQUE (hotel_id, email)
      );
      CREATE TABLE loyalty_links (
        guest_id INTEGER PRIMARY KEY REFERENCES guests(id),
        account_id INTEGER NOT NULL REFERENCES loyalty_accounts(id)
      );
    `,
  },
  {
    version: 4,
    sql: `
      CREATE TABLE realtime_channels (
        name TEXT PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        scope TEXT NOT NULL CHECK (scope IN ('token', 'roomR', 'roomT', 'hotel', 'device')),
        room TEXT,
        guest_id INTEGER REFERENCES guests(id),
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 5,
    sql: `
      CREATE TABLE im_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        guest_id INTEGER NOT NULL REFERENCES guests(id),
        recipient_id TEXT NOT NULL,
        from_guest INTEGER NOT NULL CHECK (from_guest IN (0, 1)),
        text TEXT NOT NULL,
        client_id TEXT,
        created_at INTEGER NOT NULL,
        read_at INTEGER,
        UNIQUE (guest_id, client_id)
      );
      CREATE INDEX im_by_conversation ON im_messages(guest_id, recipient_id, id);
    `,
  },
  {
    version: 6,
    sql: `
      CREATE TABLE marketing (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        notification TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX marketing_by_hotel ON marketing(hotel_id, created_at);
    `,
  },
  {
    version: 7,
    sql: `
      CREATE TABLE stat_pages (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        hour INTEGER NOT NULL,
        page_id TEXT NOT NULL,
        views INTEGER NOT NULL CHECK (views > 0),
        PRIMARY KEY (hotel_id, room, hour, page_id)
      );
    `,
  },
  {
    version: 8,
    sql: `
      CREATE TABLE push_subscriptions (
        endpoint TEXT NOT NULL,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        guest_id INTEGER NOT NULL REFERENCES guests(id),
        device_id TEXT NOT NULL,
        subscription TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (endpoint, guest_id)
      );
      CREATE INDEX push_by_guest ON push_subscriptions(guest_id);
    `,
  },
  {
    version: 9,
    sql: `
      ALTER TABLE hotels DROP COLUMN installation_mode;
      ALTER TABLE hotels ADD COLUMN installation_until INTEGER;
      ALTER TABLE registrations RENAME COLUMN sign TO sign_hash;
      ALTER TABLE error_reports ADD COLUMN client TEXT;
      CREATE INDEX error_reports_by_client ON error_reports(hotel_id, client, id);
      UPDATE registrations SET sign_hash = stay_sha256(sign_hash);
      CREATE TABLE registration_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_index TEXT NOT NULL,
        mac TEXT NOT NULL,
        ip TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'refused')),
        requested_at INTEGER NOT NULL,
        decided_at INTEGER,
        UNIQUE (hotel_id, mac, room, tv_index)
      );
    `,
  },
  {
    version: 10,
    sql: `
      CREATE TABLE room_dnd (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        dnd INTEGER NOT NULL,
        changed_at INTEGER NOT NULL,
        PRIMARY KEY (hotel_id, room)
      );
    `,
  },
  {
    version: 11,
    sql: `
      CREATE TABLE door_keys (
        guest_id INTEGER PRIMARY KEY REFERENCES guests(id),
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        pin TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('active', 'canceled', 'checked-out')),
        invite_code TEXT,
        issued_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (hotel_id, invite_code)
      );
      CREATE TABLE door_key_endpoints (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        guest_id INTEGER NOT NULL REFERENCES guests(id),
        uuid TEXT NOT NULL,
        vendor TEXT NOT NULL,
        registered_at INTEGER NOT NULL,
        PRIMARY KEY (hotel_id, uuid)
      );
      CREATE TABLE door_nonces (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        nonce TEXT NOT NULL,
        used_at INTEGER NOT NULL,
        PRIMARY KEY (hotel_id, nonce)
      );
      CREATE TABLE door_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        lock_id TEXT NOT NULL,
        lock_alias TEXT NOT NULL,
        vendor TEXT NOT NULL,
        room TEXT,
        guest_id INTEGER REFERENCES guests(id),
        result INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX door_log_by_hotel ON door_log(hotel_id, id);
      CREATE TABLE signed_documents (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        guest_id INTEGER NOT NULL REFERENCES guests(id),
        room TEXT,
        document_id INTEGER NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('app', 'checkin')),
        document TEXT NOT NULL,
        signature TEXT NOT NULL,
        hash TEXT NOT NULL,
        signed_at INTEGER NOT NULL
      );
      CREATE INDEX signed_documents_by_hotel ON signed_documents(hotel_id, id);
      CREATE TABLE access_tags (
        tag_hash TEXT PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        kind TEXT NOT NULL CHECK (kind IN ('auth', 'checkin')),
        guest_id INTEGER NOT NULL REFERENCES guests(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE online_checkins (
        guest_id INTEGER PRIMARY KEY REFERENCES guests(id),
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        arrival_time TEXT NOT NULL,
        signed_document_id INTEGER REFERENCES signed_documents(id),
        completed_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Bill lines carry a code and its values so the app words them in the guest's language; a payment may settle
    // the bill's balance rather than orders.
    version: 12,
    sql: `
      ALTER TABLE folio_lines ADD COLUMN code TEXT;
      ALTER TABLE folio_lines ADD COLUMN params TEXT;
      ALTER TABLE payments ADD COLUMN kind TEXT NOT NULL DEFAULT 'orders' CHECK (kind IN ('orders', 'folio'));
    `,
  },
  {
    // Each room TV's state: the demo simulator keeps it until a TV-mode device of the room takes over.
    version: 13,
    sql: `
      ALTER TABLE hotels ADD COLUMN tv_simulator INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE tv_states (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_id TEXT NOT NULL,
        channel_id TEXT NOT NULL,
        vol INTEGER NOT NULL CHECK (vol BETWEEN 0 AND 100),
        mute INTEGER NOT NULL,
        power INTEGER NOT NULL,
        radio TEXT,
        sleep_minutes INTEGER NOT NULL DEFAULT 0,
        sleep_ends_at INTEGER,
        source TEXT NOT NULL CHECK (source IN ('simulator', 'device')),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (hotel_id, room, tv_id)
      );
    `,
  },
];
