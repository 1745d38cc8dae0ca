import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { CartEvent } from '../domain/cart.events';

/** abandoned_carts: one row per cart; a set abandoned_at is the server's sent list. */
export const abandonedCartsProjection: Projection = {
  name: 'abandoned_carts',
  tables: ['abandoned_carts'],
  independent: true,
  handles: (type) => type === 'cart.tracked' || type === 'cart.abandoned',
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const event of events.map((e) => narrow<CartEvent>(e))) {
      const at = event.metadata.occurredAt;
      if (event.type === 'cart.tracked') {
        const d = event.data;
        await client.query(
          `insert into abandoned_carts (id, customer_name, customer_email, form_data, page, local_date, follow_up_due_at, status, subject_id, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'tracking', $8, $9, $9)
           on conflict (id) do update set customer_name = excluded.customer_name, customer_email = excluded.customer_email,
             form_data = excluded.form_data, page = excluded.page, updated_at = excluded.updated_at`,
          [d.cartId, d.customerName, d.customerEmail, JSON.stringify(d.formData ?? {}), d.page, d.localDate, d.followUpDueAt, event.subjectId, at],
        );
      } else if (event.type === 'cart.abandoned') {
        const d = event.data;
        await client.query(`update abandoned_carts set status = 'abandoned', abandoned_at = $2, abandon_trigger = $3, updated_at = $2 where id = $1`, [
          event.streamId.replace(/^cart-/, ''),
          at,
          d.trigger,
        ]);
      }
    }
  },
  async erase(subjectId, client) {
    await client.query(`update abandoned_carts set customer_name = $2, customer_email = $2, form_data = to_jsonb($2::text) where subject_id = $1`, [
      subjectId,
      ERASED,
    ]);
  },
};
