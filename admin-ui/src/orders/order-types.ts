import type { RaRecord } from 'react-admin';

export const PAYMENT_STATUSES = ['completed', 'pending', 'cancelled', 'failed'] as const;

export interface OrderRecord extends RaRecord<string> {
  /** SCV-10427: the number staff and customers quote (the uuid stays in URLs). */
  order_number: string | null;
  stream_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  zip_code: string;
  service_type: string;
  service_frequency: string | null;
  number_of_dogs: string | null;
  yard_size: string | null;
  is_subscription: boolean;
  subscription_status: string | null;
  final_price: number;
  due_today: number;
  payment_status: string;
  created_at: string;
}

export interface OrderDetailRecord extends OrderRecord {
  street_address: string | null;
  city: string | null;
  state: string | null;
  commitment_months: number;
  is_bin_only: boolean;
  preferred_days: string[];
  scheduled_date: string | null;
  time_slot: string | null;
  dog_info: Array<{ name: string; breed: string }>;
  special_notes: string | null;
  special_instructions: string | null;
  add_ons: Record<string, boolean>;
  /** Given free with the order, for staff to deliver. */
  included_free?: string[];
  trash_day: string | null;
  base_price: number;
  add_ons_price: number;
  discount_amount: number;
  commitment_discount: number;
  setup_fee: number;
  discount_code: string | null;
  discount_percent: number;
  payment_mode: string;
  payment_provider: string;
  stripe_customer_id: string | null;
  stripe_payment_intent_id: string | null;
  stripe_subscription_id: string | null;
  amount_paid: number | null;
  paid_at: string | null;
  customer_info_completed: boolean;
  onboarding_completed: boolean;
}
