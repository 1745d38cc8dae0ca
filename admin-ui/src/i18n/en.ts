import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';

const domainMessages = {
  ra: {
    auth: {
      logout: 'Sign Out',
    },
  },
  scv: {
    login: {
      title: 'Admin Sign In',
      subtitle: 'Staff only. Sign in with your SCV Scoopers account.',
      email: 'Email',
      password: 'Password',
      submit: 'Sign In',
      submitting: 'Signing In...',
      success: 'Signed in successfully!',
      back_to_site: 'Back to the website',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome to the SCV Scoopers back office',
      intro:
        'Every change to leads, orders and bookings is recorded as an event. Open the event log to see what happened, when, and who did it.',
      open_event_log: 'Open the event log',
    },
  },
  resources: {
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
