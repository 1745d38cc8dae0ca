import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { AREA_REQUEST_MESSAGES } from '../leads.messages';
import { AREA_REQUEST_STREAM_DEFINITION, AreaRequestRejected, decideAreaRequest } from './area-request';
import { AreaRequestEvent, AreaRequestSubmitted } from './area-request.events';

const REQUEST: AreaRequestSubmitted = {
  requestId: 'req-1',
  zipCode: '90210',
  customerName: 'Sam Lee',
  customerEmail: 'sam@example.com',
  customerPhone: '555 123 4567',
  yardSize: null,
  numberOfDogs: '2',
  selectedAddOns: { deodorizer: true },
  trashDay: null,
  serviceType: null,
  serviceFrequency: 'weekly',
};
const SUBMITTED: AreaRequestEvent = { type: 'area-request.submitted', data: REQUEST };
const submit = (over: Partial<AreaRequestSubmitted> = {}) => ({ type: 'submit' as const, request: { ...REQUEST, ...over } });

const given = givenWhenThen(AREA_REQUEST_STREAM_DEFINITION, decideAreaRequest);

describe('area request decisions', () => {
  it('records a request for an unserved ZIP', () => given().when(submit()).then([SUBMITTED]));
  it.each([{ zipCode: '' }, { customerEmail: '' }, { customerName: '' }])('needs a ZIP, an e-mail and a name (%j)', (missing) =>
    given()
      .when(submit(missing))
      .thenRejected({ errors: { body: AREA_REQUEST_MESSAGES.missing } }, AreaRequestRejected),
  );
  it('refuses a malformed ZIP and e-mail, each on its field', () => {
    given()
      .when(submit({ zipCode: '9021' }))
      .thenRejected({ errors: { zipCode: AREA_REQUEST_MESSAGES.zip } }, AreaRequestRejected);
    given()
      .when(submit({ customerEmail: 'not-an-email' }))
      .thenRejected({ errors: { customerEmail: AREA_REQUEST_MESSAGES.email } }, AreaRequestRejected);
    given()
      .when(submit({ zipCode: 'abcde', customerEmail: 'nope' }))
      .thenRejected(
        {
          message: `${AREA_REQUEST_MESSAGES.zip}, ${AREA_REQUEST_MESSAGES.email}`,
          errors: { zipCode: AREA_REQUEST_MESSAGES.zip, customerEmail: AREA_REQUEST_MESSAGES.email },
        },
        AreaRequestRejected,
      );
  });
  it('submits a request only once', () => given(SUBMITTED).when(submit()).then([]));
});
