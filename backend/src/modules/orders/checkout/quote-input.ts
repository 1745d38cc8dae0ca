import { HttpStatus } from '@nestjs/common';
import { Problem, throwIfErrors } from '../../../platform/http/problem';
import {
  ADD_ON_IDS,
  AddOns,
  CommitmentMonths,
  emptyAddOns,
  FieldErrors,
  NumberOfDogs,
  QuoteChoices,
  ServiceFrequency,
  ServiceType,
  validateChoices,
  Weekday,
  YardSize,
} from '../../pricing';
import { AddOnsDto } from './checkout.dto';

export interface RawChoices {
  serviceType?: string;
  serviceFrequency?: string;
  numberOfDogs?: string;
  yardSize?: string;
  addOns?: AddOnsDto;
  trashDay?: string;
  commitmentMonths?: number;
}

/** Request fields → QuoteChoices, rejecting values the price table doesn't know with the spec's messages. */
export function parseChoices(raw: RawChoices, serviceType: ServiceType): QuoteChoices {
  const addOns: AddOns = emptyAddOns();
  for (const id of ADD_ON_IDS) addOns[id] = raw.addOns?.[id] === true;
  const choices: QuoteChoices = {
    serviceType,
    serviceFrequency: (raw.serviceFrequency ?? '').trim() as ServiceFrequency | '',
    numberOfDogs: (raw.numberOfDogs ?? '').trim() as NumberOfDogs | '',
    yardSize: (raw.yardSize ?? '').trim().toLowerCase() as YardSize | '',
    addOns,
    trashDay: (raw.trashDay ?? '').trim().toLowerCase() as Weekday | '',
    commitmentMonths: (raw.commitmentMonths ?? 1) as CommitmentMonths,
  };
  const errors = validateChoices(choices);
  throwIfErrors(errors);
  return choices;
}

export function wrongEndpoint(message: string): Problem {
  return new Problem(HttpStatus.BAD_REQUEST, 'Invalid request data', message, { serviceFrequency: message }, 'VALIDATION_FAILED');
}
