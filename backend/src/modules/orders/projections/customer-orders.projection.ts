import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { OrderEvent } from '../domain/order.events';

/** customer_orders, projected inline so the success pages read their own writes. */
export const customerOrdersProjection: Projection = {
  name: 'customer_orders',
  tables: ['customer_orders'],
  handles: (type) => type.startsWith('order.'),
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const recorded of events) await applyOne(recorded, client);
  },
  async erase(subjectId, client) {
    // Exactly what a replay of the erased log produces, so replay --verify stays clean after an erasure.
    await client.query(
      `update customer_orders set customer_name = $2, customer_email = $2, customer_phone = $2,
         street_address = case when street_address is null then null else $2 end,
         city = case when city is null then null else $2 end,
         special_notes = case when special_notes is null then null else $2 end,
         special_instructions = case when special_instructions is null then null else $2 end,
         stripe_customer_id = case when stripe_customer_id is null then null else $2 end,
         dog_info = (select coalesce(jsonb_agg(jsonb_set(d, '{name}', to_jsonb($2::text))), '[]'::jsonb) from jsonb_array_elements(dog_info) d)
       where subject_id = $1`,
      [subjectId, ERASED],
    );
  },
};

async function applyOne(recorded: RecordedEvent, client: Queryable): Promise<void> {
  const event = narrow<OrderEvent>(recorded);
  const at = recorded.metadata.occurredAt;
  const stream = recorded.streamId;
  switch (event.type) {
    case 'order.checkout-started': {
      const { customer, choices, pricing, discountCode } = event.data;
      await client.query(
        `insert into customer_orders (id, stream_id, customer_name, customer_email, customer_phone, zip_code, service_type,
           service_frequency, number_of_dogs, yard_size, is_subscription, is_bin_only, commitment_months, special_instructions,
           add_ons, trash_day, base_price, add_ons_price, total_price, discount_amount, commitment_discount, final_price, setup_fee,
           due_today, line_items, discount_code_id, discount_code, discount_percent, payment_mode, payment_provider,
           checkout_session_id, checkout_url, lead_id, submission_fingerprint, subject_id, created_at, updated_at, order_number)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$36,
           coalesce($37::bigint, (select order_number from legacy_order_numbers where order_id = $1)))
         on conflict (id) do nothing`,
        [
          event.data.orderId,
          stream,
          customer.name,
          customer.email,
          customer.phone,
          customer.zipCode,
          pricing.kind === 'one-time' ? 'one-time' : 'subscription',
          choices.serviceFrequency || null,
          choices.numberOfDogs || null,
          choices.yardSize || null,
          pricing.kind !== 'one-time',
          pricing.kind === 'bin-only',
          pricing.commitmentMonths,
          customer.specialInstructions,
          JSON.stringify(choices.addOns),
          choices.trashDay || null,
          pricing.basePrice,
          pricing.addOnsPrice,
          pricing.totalPrice,
          pricing.discountAmount,
          pricing.commitmentDiscount,
          pricing.finalPrice,
          pricing.setupFee,
          pricing.dueToday,
          JSON.stringify(pricing.lineItems),
          discountCode?.id ?? null,
          discountCode?.code ?? null,
          pricing.discountPercent,
          event.data.paymentMode,
          event.data.provider,
          event.data.checkoutSessionId,
          event.data.checkoutUrl,
          event.data.leadId,
          event.data.fingerprint,
          recorded.subjectId,
          at,
          event.data.orderNumber ?? null,
        ],
      );
      return;
    }
    case 'order.payment-completed': {
      const d = event.data;
      await client.query(
        `update customer_orders set payment_status = 'completed', paid_at = $2, updated_at = $2,
           subscription_status = case when is_subscription then coalesce(subscription_status, 'active') else null end,
           stripe_customer_id = coalesce($3, stripe_customer_id), stripe_payment_intent_id = coalesce($4, stripe_payment_intent_id),
           stripe_subscription_id = coalesce($5, stripe_subscription_id), amount_paid = coalesce($6, amount_paid),
           card_brand = coalesce($7, card_brand), card_last_four = coalesce($8, card_last_four)
         where stream_id = $1`,
        [stream, at, d.stripeCustomerId, d.stripePaymentIntentId, d.stripeSubscriptionId, d.amountPaid, d.cardBrand ?? null, d.cardLastFour ?? null],
      );
      return;
    }
    case 'order.payment-details-recorded': {
      const d = event.data;
      await client.query(
        `update customer_orders set stripe_payment_intent_id = coalesce(stripe_payment_intent_id, $2),
           card_brand = coalesce(card_brand, $3), card_last_four = coalesce(card_last_four, $4), updated_at = $5 where stream_id = $1`,
        [stream, d.paymentIntentId, d.cardBrand, d.cardLastFour, at],
      );
      return;
    }
    // The card on file: the one that paid last, or the one the customer saved since.
    case 'order.renewal-paid':
      if (event.data.cardLastFour)
        await client.query(`update customer_orders set card_brand = $2, card_last_four = $3, updated_at = $4 where stream_id = $1`, [
          stream,
          event.data.cardBrand ?? 'card',
          event.data.cardLastFour,
          at,
        ]);
      return;
    case 'order.card-updated':
      await client.query(`update customer_orders set card_brand = $2, card_last_four = $3, updated_at = $4 where stream_id = $1`, [
        stream,
        event.data.cardBrand,
        event.data.cardLastFour,
        at,
      ]);
      return;
    case 'order.payment-failed':
      await client.query(
        `update customer_orders set payment_status = case when payment_status = 'completed' then payment_status else 'failed' end, updated_at = $2 where stream_id = $1`,
        [stream, at],
      );
      return;
    case 'order.checkout-expired':
      await client.query(
        `update customer_orders set payment_status = case when payment_status = 'completed' then payment_status else 'cancelled' end, updated_at = $2 where stream_id = $1`,
        [stream, at],
      );
      return;
    case 'order.subscription-status-changed':
      await client.query(
        `update customer_orders set subscription_status = $2, stripe_subscription_id = coalesce(stripe_subscription_id, $3), updated_at = $4 where stream_id = $1`,
        [stream, event.data.status, event.data.stripeSubscriptionId, at],
      );
      return;
    case 'order.subscription-changed': {
      // The row shows what the subscription serves and bills now; due_today, setup fee and amount paid stay the first payment's.
      const { choices, pricing } = event.data;
      await client.query(
        `update customer_orders set service_frequency = $2, number_of_dogs = $3, add_ons = $4, trash_day = coalesce($5, trash_day),
           base_price = $6, add_ons_price = $7, total_price = $8, discount_amount = $9, commitment_discount = $10, final_price = $11,
           line_items = $12, updated_at = $13
         where stream_id = $1`,
        [
          stream,
          choices.serviceFrequency || null,
          choices.numberOfDogs || null,
          JSON.stringify(choices.addOns),
          choices.trashDay || null,
          pricing.basePrice,
          pricing.addOnsPrice,
          pricing.totalPrice,
          pricing.discountAmount,
          pricing.commitmentDiscount,
          pricing.finalPrice,
          JSON.stringify(pricing.lineItems),
          at,
        ],
      );
      return;
    }
    case 'order.customer-info-completed': {
      const d = event.data;
      await client.query(
        `update customer_orders set street_address = $2, preferred_days = $3, scheduled_date = $4, time_slot = $5, dog_info = $6,
           special_notes = $7, customer_info_completed = true, text_opt_in = $9, updated_at = $8 where stream_id = $1`,
        [stream, d.streetAddress, d.preferredDays, d.scheduledDate, d.timeSlot, JSON.stringify(d.dogInfo), d.specialNotes, at, d.textOptIn === true],
      );
      return;
    }
    case 'order.onboarding-completed': {
      const d = event.data;
      await client.query(
        `update customer_orders set street_address = $2, city = $3, state = $4, preferred_days = $5, contact_preference = $6,
           special_notes = coalesce(nullif($7, ''), special_notes), opt_in_marketing = $8, onboarding_completed = true, updated_at = $9
         where stream_id = $1`,
        [stream, d.streetAddress, d.city, d.state, d.preferredDays, d.contactPreference, d.specialNotes ?? '', d.optInMarketing, at],
      );
      return;
    }
    case 'order.expired-by-cleanup':
    case 'order.removed-as-duplicate':
      await client.query(
        `update customer_orders set removed_at = $2, removal_reason = $3, updated_at = $2,
           payment_status = case when payment_status = 'completed' then payment_status else 'cancelled' end where stream_id = $1`,
        [stream, at, event.type === 'order.expired-by-cleanup' ? 'expired' : 'duplicate'],
      );
      return;
    case 'order.deleted-by-staff':
      // The row stays for the audit trail; removed_at takes it out of every list, count and dashboard.
      await client.query(`update customer_orders set removed_at = $2, removal_reason = 'deleted-by-staff', updated_at = $2 where stream_id = $1`, [stream, at]);
      return;
  }
}
