import { EventStore1763700000000 } from './1763700000000-event-store';
import { Identity1763700001000 } from './1763700001000-identity';
import { Orders1763700002000 } from './1763700002000-orders';
import { Chat1763700003000 } from './1763700003000-chat';
import { Leads1763700004000 } from './1763700004000-leads';
import { Email1763700005000 } from './1763700005000-email';
import { TaskBoard1763700006000 } from './1763700006000-task-board';
import { Analytics1763700008000 } from './1763700008000-analytics';
import { AdminOps1763700010000 } from './1763700010000-admin-ops';
import { Content1763700007000 } from './1763700007000-content';
import { Bookings1763700009000 } from './1763700009000-bookings';
import { SignUp1763700011000 } from './1763700011000-sign-up';
import { VisitOutcomes1763700015000 } from './1763700015000-visit-outcomes';
import { Sms1763700015100 } from './1763700015100-sms';
import { SmsQueue1763700025000 } from './1763700025000-sms-queue';
import { BeforePhotos1763700025100 } from './1763700025100-before-photos';
import { AdminOrderListIndexes1763700027600 } from './1763700027600-admin-order-list-indexes';
import { VisitsWeekFigures1763700027800 } from './1763700027800-visits-week-figures';
import { AnalyticsRollups1763700050000 } from './1763700050000-analytics-rollups';
import { OrderListCustomerSearch1763700051000 } from './1763700051000-order-list-customer-search';
import { OrderSearchWords1763700070000 } from './1763700070000-order-search-words';
import { AnalyticsSessionRollups1763700071000 } from './1763700071000-analytics-session-rollups';
import { OrderListCustomerPages1763700072000 } from './1763700072000-order-list-customer-pages';
import { OrderTotalsByConnection1763700090000 } from './1763700090000-order-totals-by-connection';
import { FigureSourcesByConnection1763700091000 } from './1763700091000-figure-sources-by-connection';
import { PaidFingerprints1763700092000 } from './1763700092000-paid-fingerprints';
import { PaidOrdersByEmail1763700093000 } from './1763700093000-paid-orders-by-email';
import { VisitsByOrder1763700094000 } from './1763700094000-visits-by-order';
import { OrderTotals1763700027700 } from './1763700027700-order-totals';
import { BusinessFigures1763700027500 } from './1763700027500-business-figures';
import { TextOptIn1763700025200 } from './1763700025200-text-opt-in';
import { AppendWork1763700027000 } from './1763700027000-append-work';
import { PlanFollowsOrder1763700028000 } from './1763700028000-plan-follows-order';
import { ErasureHardening1763700012500 } from './1763700012500-erasure-hardening';
import { ScooperAccounts1763700013100 } from './1763700013100-scooper-accounts';
import { ServicePlans1763700013500 } from './1763700013500-service-plans';
import { RouteDays1763700013600 } from './1763700013600-route-days';
import { VisitsBoardOrder1763700014000 } from './1763700014000-visits-board-order';
import { AccountSignInLinks1763700016000 } from './1763700016000-account-sign-in-links';
import { Billing1763700017000 } from './1763700017000-billing';
import { BillingCards1763700023000 } from './1763700023000-billing-cards';
import { RouteLegs1763700014100 } from './1763700014100-route-legs';
import { OrderNumbers1763700021000 } from './1763700021000-order-numbers';
import { VisitReports1763700024000 } from './1763700024000-visit-reports';

/** Listed explicitly so the same array works from ts (tests) and compiled js (start). */
export const MIGRATIONS = [
  EventStore1763700000000,
  Identity1763700001000,
  Orders1763700002000,
  Chat1763700003000,
  Leads1763700004000,
  Email1763700005000,
  TaskBoard1763700006000,
  Analytics1763700008000,
  AdminOps1763700010000,
  Content1763700007000,
  Bookings1763700009000,
  SignUp1763700011000,
  ErasureHardening1763700012500,
  ScooperAccounts1763700013100,
  ServicePlans1763700013500,
  RouteDays1763700013600,
  VisitsBoardOrder1763700014000,
  VisitOutcomes1763700015000,
  AccountSignInLinks1763700016000,
  Billing1763700017000,
  RouteLegs1763700014100,
  Sms1763700015100,
  OrderNumbers1763700021000,
  VisitReports1763700024000,
  BillingCards1763700023000,
  SmsQueue1763700025000,
  BeforePhotos1763700025100,
  TextOptIn1763700025200,
  AppendWork1763700027000,
  BusinessFigures1763700027500,
  AdminOrderListIndexes1763700027600,
  OrderTotals1763700027700,
  PlanFollowsOrder1763700028000,
  VisitsWeekFigures1763700027800,
  AnalyticsRollups1763700050000,
  OrderListCustomerSearch1763700051000,
  OrderSearchWords1763700070000,
  AnalyticsSessionRollups1763700071000,
  OrderListCustomerPages1763700072000,
  OrderTotalsByConnection1763700090000,
  FigureSourcesByConnection1763700091000,
  PaidFingerprints1763700092000,
  PaidOrdersByEmail1763700093000,
  VisitsByOrder1763700094000,
];
