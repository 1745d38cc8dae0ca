import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { EventRecord, StreamState } from '../events/event-types';
import type { DeadLetter, RetryDeadLettersAnswer } from '../failed-jobs/dead-letter-types';
import type { AbandonLeadAnswer } from '../leads/lead-types';
import { httpClient } from './httpClient';
import { calendarMethods, type CalendarMethods } from '../calendar/calendar-api';
import { dashboardMethods, type DashboardMethods } from '../dashboard/dashboard-api';
import { conversationMethods, type ConversationMethods } from '../conversations/conversations-api';
import { settingsMethods, type SettingsMethods } from '../settings/settings-api';
import { blogMethods, withResourceAliases, type BlogMethods } from '../blog/blog-api';

export const API_ADMIN_URL = '/api/admin';

export interface AppDataProvider extends DataProvider, CalendarMethods, DashboardMethods, SettingsMethods, ConversationMethods, BlogMethods {
  getStreamState: (streamId: string, version: number) => Promise<StreamState>;
  /** A stream's whole history, oldest first (the auditors' endpoint). */
  getStreamEvents: (streamId: string) => Promise<EventRecord[]>;
  /** Staff close an open lead; a lead already closed is left as it is (changed: false). */
  abandonLead: (leadId: string) => Promise<AbandonLeadAnswer>;
  /** Staff resend the lead's quote e-mail; the click id makes a retried request send nothing more. */
  resendQuote: (leadId: string, clickId: string) => Promise<{ leadId: string; sent: boolean; resentAt: string | null }>;
  /** Task-board and e-mail jobs that used up their retries, newest first (a plain array, not a simple-rest list). */
  getDeadLetters: () => Promise<DeadLetter[]>;
  /** Enqueues every dead letter again with a full set of attempts. */
  retryDeadLetters: () => Promise<RetryDeadLettersAnswer>;
}

// The blog resource's API is /api/admin/articles.
const baseDataProvider = withResourceAliases(simpleRestProvider(API_ADMIN_URL, httpClient));

export const dataProvider: AppDataProvider = {
  ...baseDataProvider,
  ...calendarMethods,
  ...blogMethods,
  ...dashboardMethods,
  ...conversationMethods,
  ...settingsMethods,
  getStreamState: async (streamId, version) => {
    const url = `${API_ADMIN_URL}/streams/${encodeURIComponent(streamId)}/state?version=${version}`;
    const { json } = await httpClient(url);
    return json as StreamState;
  },
  getStreamEvents: async (streamId) => {
    const { json } = await httpClient(`${API_ADMIN_URL}/streams/${encodeURIComponent(streamId)}/events`);
    return json as EventRecord[];
  },
  abandonLead: async (leadId) => {
    const { json } = await httpClient(`${API_ADMIN_URL}/leads/${encodeURIComponent(leadId)}/abandon`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    return json as AbandonLeadAnswer;
  },
  resendQuote: async (leadId, clickId) => {
    const { json } = await httpClient(`${API_ADMIN_URL}/leads/${encodeURIComponent(leadId)}/resend-quote`, {
      method: 'POST',
      body: JSON.stringify({ clickId }),
    });
    return json as { leadId: string; sent: boolean; resentAt: string | null };
  },
  getDeadLetters: async () => {
    const { json } = await httpClient(`${API_ADMIN_URL}/dead-letters`);
    return json as DeadLetter[];
  },
  retryDeadLetters: async () => {
    const { json } = await httpClient(`${API_ADMIN_URL}/dead-letters/retry`, { method: 'POST', body: JSON.stringify({}) });
    return json as RetryDeadLettersAnswer;
  },
};
