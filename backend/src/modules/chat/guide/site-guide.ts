import type { BusinessIdentity } from '../../../config/business';
import { ADD_ON_CATALOGUE, isServedZip, SERVED_TOWNS, SERVED_ZIP_CODES } from '../../pricing';
import { prefillMarker, SCROLL_TO_QUOTE } from '../domain/chat-markers';
import { ChatTurn } from '../domain/chat-turn';
import { addOnPriceText, buildFaq, FaqEntry, faqAnswer, listInWords } from '../knowledge';
import { readPlace } from './place';
import { BOOKING_OFFER, priceAnswer } from './price-answer';
import { hasQuoteDetails, mergeQuoteRequests, normalise, QuoteRequest, readQuoteRequest } from './quote-request';
import { GuideTopic, topicsOf } from './topics';

/** At most this many topics are answered in one reply, so a reply stays short. */
const MAX_SECTIONS = 3;

const AFFIRMATION = /^(?:yes|yeah|yep|yup|sure|ok|okay|please|yes please|let'?s do it|let'?s go|sounds good|do it|go ahead|absolutely|definitely)\b[\s.!]*$/;

/** The built-in site guide: deterministic answers from the FAQ, service area and pricing; pure, so every answer is unit-tested. */
export function siteGuideReply(history: readonly ChatTurn[], business: BusinessIdentity): string {
  const faq = buildFaq(business);
  const userTurns = history.filter((t) => t.role === 'user');
  const latest = userTurns[userTurns.length - 1];
  if (!latest || !latest.content.trim()) return greeting(business);
  const text = normalise(latest.content);
  const request = readQuoteRequest(text);
  const conversation = mergeQuoteRequests(userTurns.map((t) => readQuoteRequest(normalise(t.content))));
  const place = readPlace(text);

  const previous = [...history].reverse().find((t) => t.role === 'assistant');
  if (AFFIRMATION.test(text) && previous?.content.includes(BOOKING_OFFER)) return booking(faq, conversation);

  const found = topicsOf(text);
  const topics = chooseTopics(found, text, request, place);
  const hello = found.includes('greeting') && !topics.includes('greeting');
  if (!topics.length) return dontKnow(business);

  const sections: string[] = [];
  let scrollToQuote = false;
  for (const topic of topics.slice(0, MAX_SECTIONS)) {
    switch (topic) {
      case 'pricing':
        sections.push(hasQuoteDetails(request) || hasQuoteDetails(conversation) ? priceAnswer(conversation) : faqAnswer(faq, 'pricing'));
        break;
      case 'service-area':
        sections.push(serviceAreaAnswer(place, faq));
        break;
      case 'add-on':
        sections.push(addOnAnswer(request, faq));
        break;
      case 'booking':
        sections.push(faqAnswer(faq, 'booking'));
        scrollToQuote = true;
        break;
      case 'greeting':
        sections.push(greeting(business));
        break;
      case 'thanks':
        sections.push("You're welcome! Anything else I can help with? When you're ready, just say \"book\" and I'll take you to the quote form.");
        break;
      case 'who-are-you':
        sections.push(
          `I'm ${possessive(business.name)} automated site guide, not a person. I answer from our prices and policies; for anything else, email ${business.supportEmail} or call ${business.supportPhone} (${business.hours}).`,
        );
        break;
      default:
        sections.push(faqAnswer(faq, topic));
    }
  }
  const reply = `${hello ? 'Hi! ' : ''}${sections.join('\n\n')}`;
  return scrollToQuote ? `${reply}\n${bookingMarkers(conversation)}` : reply;
}

/** Drops topics another one already answers, and infers the topic of a bare "91354" or "medium, weekly". */
function chooseTopics(found: GuideTopic[], text: string, request: QuoteRequest, place: ReturnType<typeof readPlace>): GuideTopic[] {
  const topics = new Set(found);
  const drop = (topic: GuideTopic, when: boolean) => when && topics.delete(topic);
  if ((place.zip || place.town) && !topics.has('service-area') && !topics.has('pricing')) topics.add('service-area');
  drop('booking', topics.has('first-visit') || topics.has('cancel') || topics.has('changes'));
  drop('contracts', topics.has('cancel'));
  drop('discount-code', topics.has('prepay') && !/\bcode|coupon|promo/.test(text));
  drop('add-on', topics.has('bin-only') || topics.has('be-home') || (topics.has('pricing') && request.addOns.length > 0 && hasQuoteDetails(request)));
  drop('add-ons', topics.has('bin-only'));
  drop('pricing', topics.has('bin-only') || topics.has('setup-fee') || topics.has('prepay') || (topics.has('add-on') && !hasQuoteDetails(request)));
  drop('hours', topics.has('service-day'));
  drop('contact', topics.has('who-are-you'));
  // Named add-ons with a full plan are a price question: the quote itemises them.
  if (topics.has('add-on') && request.dogs && request.yard && request.frequency) {
    topics.delete('add-on');
    topics.add('pricing');
  }
  const greeted = topics.delete('greeting');
  drop('thanks', topics.size > 1);
  if (!topics.size) {
    if (hasQuoteDetails(request)) topics.add('pricing');
    else if (request.addOns.length) topics.add('add-on');
    else if (request.noDogs) topics.add('bin-only');
  }
  // "Hi" alone gets the greeting; "hi, how much…" gets the answer with a hello in front.
  if (!topics.size && greeted) topics.add('greeting');
  return [...topics];
}

function serviceAreaAnswer(place: ReturnType<typeof readPlace>, faq: FaqEntry[]): string {
  const area = `We cover ${listInWords(SERVED_TOWNS)}, in ZIP codes ${listInWords(SERVED_ZIP_CODES)}.`;
  if (place.zip) {
    return isServedZip(place.zip)
      ? `Yes, we serve ${place.zip}! Tell me how many dogs you have, your yard size and how often you'd like us to come, and I'll give you the exact price.`
      : `Sorry, we don't serve ${place.zip} yet. ${area} You can request service in your area on the quote form, and we'll let you know when we get there.`;
  }
  if (place.town) return `Yes, we serve ${place.town}! ${area}`;
  return `${faqAnswer(faq, 'service-area')} What's your ZIP code? I'll check it for you.`;
}

function addOnAnswer(request: QuoteRequest, faq: FaqEntry[]): string {
  if (!request.addOns.length) return faqAnswer(faq, 'add-ons');
  return request.addOns
    .map((id) => {
      const { label, description } = ADD_ON_CATALOGUE[id];
      return `${label}: ${description} It costs ${addOnPriceText(id)}.`;
    })
    .join(' ');
}

function booking(faq: FaqEntry[], conversation: QuoteRequest): string {
  return `${faqAnswer(faq, 'booking')}\n${bookingMarkers(conversation)}`;
}

/** SCROLL_TO_QUOTE, then what the visitor already told us, for a form that can prefill. */
function bookingMarkers(conversation: QuoteRequest): string {
  const prefill = [
    conversation.dogs && prefillMarker('numberOfDogs', conversation.dogs),
    conversation.yard && prefillMarker('yardSize', conversation.yard),
    conversation.frequency && prefillMarker('serviceFrequency', conversation.frequency),
  ].filter(Boolean);
  return [SCROLL_TO_QUOTE, ...prefill].join(' ');
}

function greeting(business: BusinessIdentity): string {
  return `Hi! I'm the ${business.name} site guide. I can give you an exact price, check whether we serve your ZIP code, and explain how our service works. What would you like to know?`;
}

/** The spec's plain answer when the guide has none: no guessing, and a way forward. */
export function dontKnow(business: BusinessIdentity): string {
  return `I don't know the answer to that one, and I'd rather not guess. You can get an exact price on the quote form, or email ${business.supportEmail} and our team will answer (${business.hours}).`;
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}
