import { DomainEvent, fold, TypedStreamDefinition } from '../../backend/src/event-store/typed-stream';

/**
 * given(history).when(command).then(events) for a stream's pure rules: the history is folded with the
 * stream's own evolve, the command decided, and the new events (or the refusal) compared.
 *
 *   const given = givenWhenThen(BOOKING_STREAM_DEFINITION, decideBooking);
 *   given(SCHEDULED).when(cancel()).then([CANCELLED]);
 *   given().when(cancel()).thenRejected({ status: 404, message: BOOKING_MESSAGES.bookingNotFound });
 */
export function givenWhenThen<S, E extends DomainEvent, C>(definition: TypedStreamDefinition<S, E>, decide: (command: C, state: S) => readonly E[]) {
  return (...history: E[]) => {
    const state = fold(definition, history);
    return {
      state,
      when: (command: C) => ({
        then: (expected: readonly E[]) => expect(decide(command, state)).toEqual(expected),
        /** The refusal, matched on its fields (e.g. status and message) and, when given, its class. */
        thenRejected: (expected: Record<string, unknown>, errorClass?: abstract new (...args: never[]) => Error) => {
          let thrown: unknown;
          try {
            decide(command, state);
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeDefined();
          if (errorClass) expect(thrown).toBeInstanceOf(errorClass);
          expect(thrown).toMatchObject(expected);
        },
      }),
    };
  };
}
