import AdsClickIcon from '@mui/icons-material/AdsClick';
import BoltIcon from '@mui/icons-material/Bolt';
import ChatIcon from '@mui/icons-material/Chat';
import DescriptionIcon from '@mui/icons-material/Description';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SellIcon from '@mui/icons-material/Sell';
import SendIcon from '@mui/icons-material/Send';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/** One icon per event type in the session step lists (spec 001 §2); other types get a generic bolt. */
const EVENT_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  page_view: DescriptionIcon,
  button_click: AdsClickIcon,
  form_submit: SendIcon,
  quote_started: PlayCircleIcon,
  quote_requested: RequestQuoteIcon,
  service_area_request: LocationOnIcon,
  newsletter_signup: MarkEmailReadIcon,
  plan_selected: SellIcon,
  chat_opened: ChatIcon,
};

export function EventIcon({ eventType, ...props }: SvgIconProps & { eventType: string }) {
  const Icon = EVENT_ICONS[eventType] ?? BoltIcon;
  return <Icon {...props} />;
}

/** A label for an event type: the translation when there is one, else the type in words ("video_played" → "video played"). */
export const eventTypeKey = (eventType: string) => `scv.dashboard.event_types.${eventType}`;
export const eventTypeFallback = (eventType: string) => eventType.replace(/_/g, ' ');
