/** What GET /api/admin/dashboard/* answers (backend/src/modules/analytics/queries). Money in cents. */

export const DASHBOARD_PERIODS = ['today', 'this_week', 'last_week', 'last_2_weeks', 'this_month', 'last_month'] as const;
export type DashboardPeriodName = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_PERIOD: DashboardPeriodName = 'this_week';

export const JOURNEY_DAYS = [1, 7, 30, 90, 365] as const;
export type JourneyDays = (typeof JOURNEY_DAYS)[number];
/** Spec 001 §9: the analytics range defaults to 7 days. */
export const DEFAULT_JOURNEY_DAYS: JourneyDays = 7;

export interface DashboardAnalytics {
  period: { name: DashboardPeriodName; label: string; from: string; to: string; firstDay: string; lastDay: string; timeZone: string };
  /** Paid orders placed in the period. */
  orders: number;
  /** Checkouts started in the period, paid or not. */
  checkoutsStarted: number;
  revenue: number;
  pageViews: number;
  events: number;
  revenueSeries: Array<{ date: string; revenue: number; orders: number }>;
}

export interface DashboardOverview {
  totalOrders: number;
  completedOrders: number;
  activeSubscriptions: number;
  totalRevenue: number;
}

export interface JourneyStep {
  eventType: string;
  pageUrl: string;
  at: string;
}

export interface JourneySession {
  sessionId: string;
  startedAt: string;
  endedAt: string;
  minutes: number;
  entryPage: string;
  exitPage: string;
  stepCount: number;
  steps: JourneyStep[];
}

export interface CustomerJourneys {
  days: number;
  from: string;
  to: string;
  sessionsAnalysed: number;
  topPaths: Array<{ path: string; sessions: number; avgMinutes: number }>;
  sessions: JourneySession[];
}
