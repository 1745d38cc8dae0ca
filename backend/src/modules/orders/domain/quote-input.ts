import {
  ADD_ON_IDS,
  AddOns,
  CommitmentMonths,
  emptyAddOns,
  NumberOfDogs,
  QuoteChoices,
  QuoteKind,
  ServiceFrequency,
  ServiceType,
  Weekday,
  YardSize,
} from '../../pricing';

export interface RawChoices {
  serviceType?: string;
  serviceFrequency?: string;
  numberOfDogs?: string;
  yardSize?: string;
  addOns?: Partial<AddOns>;
  trashDay?: string;
  commitmentMonths?: number;
}

/** Request fields → QuoteChoices, as typed; the pricing module's validateChoices says which values it doesn't know. */
export function toChoices(raw: RawChoices, serviceType: ServiceType): QuoteChoices {
  const addOns: AddOns = emptyAddOns();
  for (const id of ADD_ON_IDS) addOns[id] = raw.addOns?.[id] === true;
  return {
    serviceType,
    serviceFrequency: (raw.serviceFrequency ?? '').trim() as ServiceFrequency | '',
    numberOfDogs: (raw.numberOfDogs ?? '').trim() as NumberOfDogs | '',
    yardSize: (raw.yardSize ?? '').trim().toLowerCase() as YardSize | '',
    addOns,
    trashDay: (raw.trashDay ?? '').trim().toLowerCase() as Weekday | '',
    commitmentMonths: (raw.commitmentMonths ?? 1) as CommitmentMonths,
  };
}

/** Each kind of plan is paid through its own endpoint; the message when this one is the wrong one. */
export function wrongEndpointMessage(serviceType: ServiceType, kind: QuoteKind): string | null {
  if (serviceType === 'one-time' && kind !== 'one-time') return 'A subscription is paid through /api/checkout/subscription';
  if (serviceType === 'subscription' && kind === 'one-time') return 'A one-time cleanup is paid through /api/checkout/one-time';
  return null;
}
