import type { TranslateFunction } from 'react-admin';
import type { EventRecord } from '../events/event-types';
import { leadStepLabel } from './lead-steps';

/** 'lead.started.v1' → 'lead.started': the stored type carries its schema version. */
export const eventTypeName = (eventType: string) => eventType.replace(/\.v\d+$/, '');

function field(data: unknown, name: string): string {
  if (typeof data !== 'object' || data === null) return '';
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** What a lead event means to staff: "Started", "Progressed: service-details", "Abandoned (page hidden)". */
export function leadEventName(event: EventRecord, translate: TranslateFunction): string {
  const type = eventTypeName(event.eventType);
  switch (type) {
    case 'lead.progressed':
      return translate('resources.leads.events.lead.progressed', { step: leadStepLabel(field(event.data, 'step')) ?? '?' });
    case 'lead.contact-updated':
      return translate('resources.leads.events.lead.contact-updated', {
        field: translate(`resources.leads.contact_fields.${field(event.data, 'fieldType')}`, { _: field(event.data, 'fieldType') }),
      });
    case 'lead.abandoned': {
      const reason = field(event.data, 'reason');
      return translate('resources.leads.events.lead.abandoned', {
        reason: translate(`resources.leads.abandon_reasons.${reason}`, { _: reason }),
      });
    }
    default:
      return translate(`resources.leads.events.${type}`, { _: type });
  }
}
