import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { dataDeletionErasureMessages } from '../data-deletion-requests/data-deletion-requests.messages';
import { discountCodesMessages } from '../discount-codes/discount-codes.messages';
import { trashDayShiftsMessages } from '../trash-day-shifts/trash-day-shifts.messages';
import { servicePlansMessages } from '../service-plans/service-plans.messages';
import { ordersMessages } from '../orders/orders.messages';
import { pastDueMessages, paymentsMessages } from '../payments/payments.messages';
import { settingsMessages } from '../settings/settings.messages';
import { dashboardMessages } from '../dashboard/dashboard.messages';
import { loginMessages } from '../login/sign-in-rules';
import { conversationsMessages } from '../conversations/conversations.messages';
import { calendarMessages } from '../calendar/calendar-messages';
import { blogMessages } from '../blog/blog.messages';
import { affiliateLinksMessages } from '../affiliate-links/affiliate-links.messages';
import { shortUrlsMessages } from '../short-urls/short-urls.messages';
import { scheduleMessages } from '../schedule/schedule.messages';
import { scooperAccountsMessages } from '../scooper-accounts/scooper-accounts.messages';

const domainMessages = {
  ra: {
    auth: {
      logout: 'Sign Out',
    },
  },
  scv: {
    settings: settingsMessages,
    calendar: calendarMessages,
    schedule: scheduleMessages,
    login: loginMessages,
    dashboard: dashboardMessages,
    session: {
      sign_out_everywhere: 'Sign Out Everywhere',
    },
    menu: {
      trello_test: 'Task board test page',
      functionality_test: 'Functionality test page',
      failed_jobs: 'Failed jobs',
      queues: 'Queues',
      settings: 'Settings',
      developer_tools: 'Developer tools',
      sections: {
        analytics: 'Analytics',
        business: 'Orders and customers',
        follow_up: 'Follow-up',
        settings: 'Settings',
        quick_links: 'Quick links',
      },
    },
    failed_jobs: {
      title: 'Failed jobs',
      explanation:
        'These task-board cards and e-mails failed on every automatic retry, for example while Trello or the mail server was down for hours; nothing is lost, because each event stays in the log and Retry all sends it again.',
      fields: {
        queue: 'Queue',
        eventType: 'Event type',
        streamId: 'Stream',
        lastError: 'Last error',
        deadAt: 'Gave up',
      },
      queues: {
        'task-board': 'Task board',
        email: 'E-mail',
      },
      gave_up: 'Gave up %{time}',
      loading: 'Loading failed jobs',
      load_error: 'Could not load the failed jobs: %{message}',
      try_again: 'Try again',
      retry_all: 'Retry all',
      retrying: 'Retrying...',
      retried: '%{smart_count} job sent again |||| %{smart_count} jobs sent again',
      empty: {
        title: 'No failed jobs',
        explanation: 'Every task-board card and e-mail went through.',
      },
    },
  },
  resources: {
    blog: blogMessages,
    'affiliate-links': affiliateLinksMessages,
    'short-urls': shortUrlsMessages,
    conversations: conversationsMessages,
    orders: ordersMessages,
    payments: paymentsMessages,
    'past-due': pastDueMessages,
    'discount-codes': discountCodesMessages,
    'scooper-accounts': scooperAccountsMessages,
    'trash-day-shifts': trashDayShiftsMessages,
    'service-plans': servicePlansMessages,
    leads: {
      name: 'Lead |||| Leads',
      fields: {
        contact: 'Contact',
        contact_info: 'Email',
        contact_name: 'Name',
        contact_phone: 'Phone',
        status: 'Status',
        source_page: 'Source page',
        referrer: 'Referrer',
        last_step: 'Last step',
        zip: 'ZIP',
        existing_client: 'Existing client',
        reuse_count: 'Came back',
        form_data: 'Last form snapshot',
        created_at: 'Created',
        last_activity_at: 'Last activity',
        abandoned_at: 'Abandoned at',
        converted_at: 'Converted at',
        converted_order_id: 'Order',
        conversion_value: 'Paid',
        trello_card_id: 'Task board card',
        q: 'Search',
      },
      status: {
        active: 'Active',
        'in-progress': 'In progress',
        converted: 'Converted',
        abandoned: 'Abandoned',
        'not-served': 'Not served',
      },
      abandon_reasons: {
        inactivity: '30 minutes inactive',
        'page-hidden': 'page hidden',
        'browser-closed': 'browser closed',
        staff: 'closed by staff',
      },
      contact_fields: {
        email: 'email',
        phone: 'phone',
        name: 'name',
      },
      events: {
        lead: {
          started: 'Started',
          reused: 'Came back (lead reused)',
          progressed: 'Progressed: %{step}',
          'contact-updated': 'Contact updated: %{field}',
          'moved-to-in-progress': 'Moved to In Progress (checkout started)',
          'existing-client-confirmed': 'Existing client confirmed a new quote',
          abandoned: 'Abandoned (%{reason})',
          converted: 'Converted',
          'quote-resent': 'Quote e-mail resent by staff',
          'personal-data-erased': 'Personal data erased',
        },
      },
      resend: {
        done: 'Quote e-mail sent to %{contact}',
        unchanged: 'That click was already handled: no second e-mail',
      },
      summary: 'Lead summary',
      details: 'Details',
      glance: {
        served: 'Served area',
        not_served: 'Outside the service area',
        no_zip: 'No ZIP given yet',
        quoting: 'Quoting',
        nothing_quoted: 'Nothing chosen yet',
        dogs: '%{smart_count} dog |||| %{smart_count} dogs',
        yard: '%{size} yard',
        price: '$%{price} quoted',
        last_step: 'Last step',
        no_step: 'Not past the first step',
        status: 'Status',
        contact: 'Contact',
        email: 'E-mail',
        call: 'Call',
        email_label: 'E-mail %{contact}',
        call_label: 'Call %{phone}',
      },
      auditors: 'Event data for auditors',
      no_card: 'No card yet',
      history: {
        title: 'History',
        caption:
          '%{smart_count} event, oldest first. Select one to see the lead as of it. |||| %{smart_count} events, oldest first. Select one to see the lead as of it.',
        correlation: 'correlation',
        empty: 'This lead has no recorded history.',
        event_data: 'What this event recorded',
        status_as_of: 'Status as of this event',
        status_as_of_version: 'As of version %{version} the lead was',
        last_step: 'last step: %{step}',
      },
      actions: {
        close: 'Close lead',
        resend_quote: 'Resend quote',
        event_log: 'In the event log',
      },
      close: {
        title: 'Close this lead?',
        content:
          'The lead for %{contact} will be recorded as abandoned (closed by staff) and its card moves to Abandoned. The visitor can still start a new quote later.',
        done: 'Lead closed',
        unchanged: 'This lead was already closed',
      },
      empty: {
        title: 'No leads yet',
        explanation: 'A lead starts as soon as a visitor types their email into the quote form. Every half-finished quote appears here for follow-up.',
      },
    },
    'task-cards': {
      name: 'Task card |||| Task board',
      fields: {
        list: 'Column',
        title: 'Title',
        description: 'Card details',
        comments: 'Comments',
        contact: 'Contact',
        updated_at: 'Updated',
        q: 'Search',
      },
      board: 'Task board',
      view: 'Show the cards as',
      board_view: 'Board',
      list_view: 'List',
      columns: 'Columns (click to hide or show)',
      hide_column: 'Hide %{list}',
      show_column: 'Show %{list}',
      all_hidden: 'Every column is hidden. Click a column above to show it.',
      card_count: '%{smart_count} card |||| %{smart_count} cards',
      comment_count: '%{smart_count} comment |||| %{smart_count} comments',
      column_empty: 'No cards',
      no_match: 'No card matches “%{q}”.',
      truncated: 'Showing the %{shown} most recently updated of %{total} cards. Search to narrow the board.',
      archived: 'Archived',
      no_description: 'This card has no details.',
      no_comments: 'No comments yet.',
      times: 'Created %{created} · updated %{updated}',
      actions: {
        back_to_board: 'Board',
      },
      empty: {
        title: 'The board is empty',
        explanation:
          'Leads, area requests, new customers, bookings and data-deletion requests become cards here as they happen. When Trello is configured (TRELLO_API_KEY), cards go to Trello instead and this built-in board stays empty.',
      },
    },
    emails: {
      name: 'E-mail |||| E-mails',
      fields: {
        facts: 'Message details',
        kind: 'Kind',
        to_address: 'To',
        subject: 'Subject',
        transport: 'Transport',
        status: 'Status',
        error: 'Error',
        created_at: 'Created',
        sent_at: 'Sent',
        message_id: 'Message-ID',
        provider_response: 'Server response',
        event_id: 'Caused by event',
        html: 'HTML part',
        text: 'Text part',
        q: 'Search',
      },
      rendered: 'Rendered e-mail: %{subject}',
      kinds: {
        'order-confirmation': 'Order confirmation',
        'booking-confirmation': 'Booking confirmation',
        'data-deletion-confirmation': 'Data deletion confirmation link',
        'data-deletion-received': 'Data deletion received',
        'abandoned-quote': 'Abandoned quote',
        'sign-up-confirmation': 'Sign-up confirmation',
        'payment-reminder': 'Payment reminder',
        'visit-report': 'Visit report',
        'visit-skipped': 'Visit skipped notice',
        test: 'Test',
      },
      status: {
        sent: 'Sent',
        failed: 'Failed',
      },
      empty: {
        title: 'No e-mails yet',
        explanation:
          'Every message the product sends is recorded here: order and booking confirmations, quote reminders, data-deletion receipts. Without SMTP_URL they stay in this outbox and are not delivered.',
      },
    },
    'sms-messages': {
      name: 'Text message |||| Text messages',
      fields: {
        kind: 'Kind',
        to_number: 'To',
        body: 'Text',
        transport: 'Transport',
        status: 'Status',
        created_at: 'Created',
        q: 'Search',
      },
      kinds: {
        'on-the-way': 'On the way',
        'visit-completed': 'Visit done',
        'visit-skipped': 'Visit skipped',
      },
      status: {
        queued: 'Queued',
        sent: 'Sent',
        held: 'Held for quiet hours',
        failed: 'Failed',
        suppressed: 'Not sent',
      },
      heldUntil: 'sends %{time}',
      retrying: 'trying again after "%{error}"',
      empty: {
        title: 'No texts yet',
        explanation:
          'Texts to customers who chose them: on the way, visit done, visit skipped. Texts in quiet hours are held and sent when they end; texts not sent show why (not opted in, replied STOP); failed sends were retried first. Without TWILIO_* settings they stay in this outbox and are not delivered.',
      },
    },
    'area-requests': {
      name: 'Area request |||| Area requests',
      fields: {
        created_at: 'Requested',
        zip_code: 'ZIP',
        customer: 'Customer',
        service: 'Service',
        selected_add_ons: 'Add-ons',
        trash_day: 'Trash day',
        q: 'Search',
      },
      empty: {
        title: 'No area requests yet',
        explanation: 'Visitors outside the served ZIP codes can ask to be told when we come to their area. Their requests appear here.',
      },
    },
    'data-deletion-requests': {
      name: 'Data-deletion request |||| Data-deletion requests',
      fields: {
        created_at: 'Received',
        due_by: 'Due by',
        person: 'Person',
        email: 'Email',
        full_name: 'Full name',
        reason: 'Reason',
        account_details: 'Account details',
        status: 'Status',
        erasure: 'Erasure',
        q: 'Search',
      },
      status: {
        'awaiting-confirmation': 'Awaiting confirmation',
        confirmed: 'Confirmed',
        erased: 'Erased',
      },
      ...dataDeletionErasureMessages,
      empty: {
        title: 'No data-deletion requests',
        explanation:
          'Requests sent from the data-deletion page appear here. Each waits for the requester to confirm by the link we e-mail them, then must be handled within 30 days.',
      },
    },
    events: {
      name: 'Event |||| Event log',
      fields: {
        id: 'Event ID',
        globalPosition: 'Position',
        recordedAt: 'Recorded at',
        streamType: 'Stream type',
        streamId: 'Stream ID',
        version: 'Version',
        eventType: 'Event type',
        data: 'Data',
        metadata: {
          actor: 'Actor',
          correlationId: 'Correlation ID',
          causationId: 'Causation ID',
          occurredAt: 'Occurred at',
          requestId: 'Request ID',
        },
        metadataJson: 'Metadata',
      },
      empty: {
        title: 'No events yet',
        explanation: 'Events appear here as soon as visitors, customers or staff do something: a quote, an order, a booking.',
      },
      state: {
        title: 'State as of this event',
        caption: 'Stream %{streamId} replayed up to version %{version}.',
        error: 'Could not load the stream state: %{message}',
      },
      actions: {
        stream_history: 'Stream history',
      },
    },
    'stream-types': {
      name: 'Stream type |||| Stream types',
    },
  },
};

/** react-admin's English texts with our resource labels and spec texts layered on top. */
export const en: TranslationMessages = {
  ...englishMessages,
  ...domainMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, ...domainMessages.ra.auth },
  },
};
