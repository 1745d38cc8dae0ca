export interface ScooperAssignment {
  id: string;
  scooper_name: string;
  is_available: boolean;
  notes: string | null;
}

export interface SlotRecord {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  is_available: boolean;
  blocked_reason: string | null;
  max_capacity: number;
  booked_count: number;
  scoopers: ScooperAssignment[];
}

export interface SlotStats {
  dateFrom: string;
  dateTo: string;
  totalSlots: number;
  available: number;
  blocked: number;
  booked: number;
  utilization: number;
}

export type BookingStatus = 'confirmed' | 'cancelled' | 'completed';

export interface BookingRecord {
  id: string;
  customer_order_id: string;
  availability_slot_id: string;
  scooper_name: string | null;
  booking_status: BookingStatus;
  booking_notes: string | null;
  scheduled_date: string;
  start_time: string;
  end_time: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  zip_code: string | null;
}

export interface BookableOrder {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  zip_code: string;
  street_address: string | null;
  city: string | null;
  /** Lower-case weekday names; empty until the customer gives their info. */
  preferred_days: string[];
  trash_day: string | null;
  service_type: string;
  service_frequency: string | null;
  number_of_dogs: string | null;
  yard_size: string | null;
  final_price: number;
  upcoming_bookings: number;
  created_at: string;
}

export interface GenerateSlotsInput {
  startDate: string;
  endDate: string;
  startHour: number;
  endHour: number;
}

export interface ScheduleBookingInput {
  orderId: string;
  slotId: string;
  scooperAssignmentId?: string;
  notes?: string;
  /** Staff confirmed a first booking on a day that is not one of the customer's preferred days. */
  otherDay?: boolean;
}

export interface CalendarAnswer {
  message: string;
}
