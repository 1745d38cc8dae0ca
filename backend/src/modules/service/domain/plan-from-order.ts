import { addDays, isCalendarDate } from '../../../platform/time/calendar-date';
import type { PlanStarted } from './service-plan.events';
import { isWeekday } from './service-plan';
import { uuidV5 } from './visit';
import type { PlanFrequency, Weekday } from './visit-schedule';

const PLAN_NAMESPACE = '0b6c3c5e-7d0a-5f5e-8e4a-3c2b1a09f8d7';

/** One plan per order: its id is derived from the order id, so starting it twice finds the same stream. */
export const planIdFor = (orderId: string) => uuidV5(orderId, PLAN_NAMESPACE);

/** The paid order as the plan needs it (the orders module's customer_orders row, read through its index). */
export interface OrderForPlan {
  id: string;
  is_subscription: boolean;
  is_bin_only: boolean;
  service_frequency: string | null;
  payment_status: string;
  customer_info_completed: boolean;
  onboarding_completed: boolean;
  removed_at: Date | null;
  preferred_days: string[];
  trash_day: string | null;
  add_ons: Record<string, boolean>;
  number_of_dogs: string | null;
  dog_info: Array<{ name: string; breed: string }>;
  customer_name: string;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string;
  scheduled_date: string | null;
  special_notes: string | null;
  special_instructions: string | null;
}

const FREQUENCIES: readonly PlanFrequency[] = ['weekly', 'twice-weekly', 'monthly'];

/** Whether the order is ready to become a plan: a paid, live subscription whose customer info (or onboarding) is complete. */
export function readyForPlan(order: OrderForPlan): boolean {
  return (
    order.is_subscription &&
    order.payment_status === 'completed' &&
    !order.removed_at &&
    (order.customer_info_completed || order.onboarding_completed) &&
    (order.is_bin_only || (FREQUENCIES as readonly string[]).includes(order.service_frequency ?? ''))
  );
}

/**
 * The plan an order starts. `today` is the business-local date the plan is made on; the plan starts on the
 * customer's scheduled date when they gave one (and it is still ahead), else the next day.
 */
export function planFromOrder(order: OrderForPlan, today: string): PlanStarted {
  const frequency: PlanFrequency = order.is_bin_only ? 'bin-only' : (order.service_frequency as PlanFrequency);
  const preferredDays = [...new Set(order.preferred_days.map((day) => String(day).toLowerCase()).filter(isWeekday))] as Weekday[];
  const trashDay = isWeekday(order.trash_day) ? order.trash_day : null;
  const addOns = Object.entries(order.add_ons ?? {})
    .filter(([, chosen]) => chosen === true)
    .map(([id]) => id)
    .sort();
  const hasTrashBinService = Boolean(order.add_ons?.trashBinService);
  const bins = { takeOut: Boolean(order.add_ons?.binTakeOut) || hasTrashBinService, bringIn: Boolean(order.add_ons?.binBringIn) || hasTrashBinService };
  const tomorrow = addDays(today, 1);
  const scheduled = order.scheduled_date && isCalendarDate(String(order.scheduled_date).slice(0, 10)) ? String(order.scheduled_date).slice(0, 10) : null;
  const notes = [order.special_notes, order.special_instructions].filter((text): text is string => Boolean(text && text.trim())).join('\n') || null;
  return {
    planId: planIdFor(order.id),
    orderId: order.id,
    frequency,
    preferredDays,
    trashDay,
    bins: trashDay ? bins : { takeOut: false, bringIn: false },
    binTakeOutTiming: 'morning',
    addOns,
    numberOfDogs: order.number_of_dogs,
    dogNames: (order.dog_info ?? []).map((dog) => dog.name).filter((name) => typeof name === 'string' && name.trim() !== ''),
    customerName: order.customer_name,
    address: { streetAddress: order.street_address ?? '', city: order.city ?? '', state: order.state ?? '', zipCode: order.zip_code },
    notes,
    startDate: scheduled && scheduled >= tomorrow ? scheduled : tomorrow,
  };
}
