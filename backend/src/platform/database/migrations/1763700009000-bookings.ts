import { MigrationInterface, QueryRunner } from 'typeorm';

/** Calendar: availability slots and scooper assignments (plain tables) and calendar_bookings (projected from the booking stream). */
export class Bookings1763700009000 implements MigrationInterface {
  name = 'Bookings1763700009000';

  async up(q: QueryRunner): Promise<void> {
    // Spec 001 §3 availability_slots; one slot per date and start time, so generating twice duplicates nothing.
    await q.query(`
      create table availability_slots (
        id uuid primary key default gen_random_uuid(),
        date date not null,
        start_time time not null,
        end_time time not null,
        is_available boolean not null default true,
        blocked_reason text,
        max_capacity integer not null default 1 check (max_capacity >= 1),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (date, start_time),
        check (end_time > start_time)
      )`);

    // Spec 001 §3 scooper_assignments.
    await q.query(`
      create table scooper_assignments (
        id uuid primary key default gen_random_uuid(),
        availability_slot_id uuid not null references availability_slots (id) on delete cascade,
        scooper_name text not null,
        is_available boolean not null default true,
        notes text,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create unique index scooper_assignments_slot_name_idx on scooper_assignments (availability_slot_id, lower(scooper_name))`);

    // Spec 001 §3 calendar_bookings, with the slot's date and times copied so the list needs no join to read them.
    await q.query(`
      create table calendar_bookings (
        id uuid primary key,
        stream_id text not null unique,
        customer_order_id uuid not null,
        availability_slot_id uuid not null,
        scooper_assignment_id uuid,
        scooper_name text,
        booking_status text not null check (booking_status in ('confirmed', 'cancelled', 'completed')),
        booking_notes text,
        scheduled_date date not null,
        start_time time not null,
        end_time time not null,
        cancellation_reason text,
        reschedule_count integer not null default 0,
        subject_id uuid,
        version bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        cancelled_at timestamptz,
        completed_at timestamptz
      )`);
    await q.query(`create index calendar_bookings_slot_idx on calendar_bookings (availability_slot_id) where booking_status = 'confirmed'`);
    await q.query(`create index calendar_bookings_date_idx on calendar_bookings (scheduled_date, start_time)`);
    await q.query(`create index calendar_bookings_order_idx on calendar_bookings (customer_order_id)`);
    await q.query(`create index calendar_bookings_subject_idx on calendar_bookings (subject_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table if exists calendar_bookings');
    await q.query('drop table if exists scooper_assignments');
    await q.query('drop table if exists availability_slots');
  }
}
