import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { trackQuoteRequested, useQuoteStartedEvent } from '../analytics/quote-events';
import { ExistingClientDialog } from '../leads/ExistingClientDialog';
import { useQuoteLeads } from '../leads/useQuoteLeads';
import { AddOnsFieldset } from './AddOnsFieldset';
import { CommitmentFieldset } from './CommitmentFieldset';
import { CustomerFieldset, InstructionsField } from './CustomerFieldset';
import { isUnservedZip, leaveMessage, sanitizeCustomer, sanitizeField } from './customer-checks';
import { DiscountCodeField } from './DiscountCodeField';
import { PayButton } from './PayButton';
import { PlanChoiceFieldset, ServiceDetailsFieldsets } from './PlanFieldsets';
import {
  BIN_ADD_ONS,
  calculateQuote,
  canPay,
  isBinOnly,
  QUOTE_MESSAGES,
  validateChoices,
  validateOrder,
  type AddOnId,
  type FieldErrors,
  type Weekday,
} from './pricing';
import { QuoteCard } from './QuoteCard';
import { DetailsStepPrompt } from './DetailsStep';
import { detailsStepOpen } from './details-step';
import { initialQuoteForm, quoteFormReducer, type CustomerField } from './quote-form-state';
import { QuoteSummaryBar } from './QuoteSummaryBar';
import { areaRequestDetails } from './area-request';
import { ServiceAreaDialog } from './ServiceAreaDialog';
import { TrashDayDialog } from './TrashDayDialog';
import { useCheckoutSubmit } from './useCheckoutSubmit';
import { useDiscountCode } from './useDiscountCode';
import { saveDraft } from './quote-draft';
import { useQuotePrefill } from './useQuotePrefill';
import { useRestoreAfterCancelledCheckout } from './useRestoreAfterCancelledCheckout';

export const QUOTE_SECTION_ID = 'quote';
const PICK_A_BIN_SERVICE = 'Pick at least one bin service';

/** The quote form: choices on the left, the live quote beside them, then contact details and Pay. */
export function QuoteForm() {
  const [state, dispatch] = useReducer(quoteFormReducer, initialQuoteForm);
  const { plan, choices, customer, errors } = state;
  const discount = useDiscountCode();
  const { busy, submit } = useCheckoutSubmit();
  const [trashDialog, setTrashDialog] = useState<{ turnOn?: AddOnId } | null>(null);
  const [areaZip, setAreaZip] = useState<string | null>(null);
  const areaZipShown = useRef('');
  const [choicesChecked, setChoicesChecked] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const dirty = useRef(new Set<CustomerField>());
  const [editing, setEditing] = useState<CustomerField | null>(null);
  const [detailsAsked, setDetailsAsked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const quoteStarted = useQuoteStartedEvent();
  useQuotePrefill(dispatch);
  const checkoutCancelled = useRestoreAfterCancelledCheckout(dispatch, discount.apply);
  const leads = useQuoteLeads({ form: state, discountCode: discount.applied?.code ?? '', editing });

  const quote = useMemo(() => calculateQuote(choices, discount.applied?.discountPercent ?? 0), [choices, discount.applied]);
  const choiceErrors = useMemo(() => validateChoices(choices), [choices]);
  const missing = quote ? [] : plan === 'bins' ? [PICK_A_BIN_SERVICE] : Object.values(choiceErrors).filter((m): m is string => Boolean(m));
  const shownErrors: FieldErrors = { ...(choicesChecked && plan !== 'bins' && !quote ? choiceErrors : {}), ...errors };
  // Phones (issue 18 §8): the details step opens once there is a price, or when asked; what was typed keeps it open.
  const detailsOpen = detailsStepOpen({ asked: detailsAsked, hasQuote: quote !== null, customer, errors });
  const payable = canPay({ data: customer, choices, hasQuote: quote !== null }) && discount.status !== 'validating';

  const openDetails = () => {
    setDetailsAsked(true);
    // The fields show on the next paint; the visitor's tap goes on to the first of them.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('.quote-form__checkout input')?.focus());
  };

  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .choice-group--invalid input')?.focus();
  }, [focusRequest]);

  const openAreaDialogFor = useCallback((zip: string) => {
    const five = zip.trim().slice(0, 5);
    if (areaZipShown.current === five) return;
    areaZipShown.current = five;
    setAreaZip(five);
  }, []);

  const changeCustomer = (field: CustomerField, value: string) => {
    dirty.current.add(field);
    dispatch({ type: 'customer', field, value });
    if (field === 'zipCode' && isUnservedZip(value)) {
      dispatch({ type: 'fieldError', field, message: QUOTE_MESSAGES.zipNotServed });
      openAreaDialogFor(value);
    }
  };

  const leaveCustomer = (field: CustomerField) => {
    setEditing((current) => (current === field ? null : current));
    const value = sanitizeField(field, customer[field]);
    if (value !== customer[field]) dispatch({ type: 'customer', field, value });
    if (!dirty.current.has(field)) return;
    if (field !== 'specialInstructions' && value) setChoicesChecked(true);
    dispatch({ type: 'fieldError', field, message: leaveMessage(field, value) });
  };

  const toggleAddOn = (id: AddOnId, on: boolean) => {
    if (on && BIN_ADD_ONS.includes(id) && !choices.trashDay) setTrashDialog({ turnOn: id });
    else dispatch({ type: 'addOn', id, on });
  };

  const chooseTrashDay = (day: Weekday) => {
    dispatch({ type: 'trashDay', day, turnOn: trashDialog?.turnOn });
    setTrashDialog(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!payable || busy || !quote) return;
    const data = sanitizeCustomer(customer);
    for (const field of Object.keys(data) as CustomerField[]) {
      if (data[field] !== customer[field]) dispatch({ type: 'customer', field, value: data[field] });
    }
    const invalid = validateOrder(data, choices);
    if (Object.keys(invalid).length) {
      dispatch({ type: 'errors', errors: invalid });
      setChoicesChecked(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    saveDraft({ form: { plan, choices, customer: data }, discountCode: discount.applied?.code ?? '' });
    trackQuoteRequested({
      serviceType: quote.kind,
      serviceFrequency: choices.serviceFrequency,
      numberOfDogs: choices.numberOfDogs,
      yardSize: choices.yardSize,
      dueToday: quote.dueToday,
    });
    const outcome = await submit(
      quote.kind === 'one-time' ? 'one-time' : 'subscription',
      {
        customerData: {
          ...data,
          numberOfDogs: choices.numberOfDogs,
          yardSize: choices.yardSize,
          serviceFrequency: choices.serviceFrequency,
          serviceType: quote.kind === 'one-time' ? 'one-time' : 'subscription',
        },
        selectedAddOns: choices.addOns,
        trashDay: choices.trashDay,
        commitmentMonths: quote.commitmentMonths,
        ...(discount.applied ? { discountCode: discount.applied.code } : {}),
      },
      async () => {
        const leadId = await leads.beforeCheckout();
        return leadId ? { leadId } : {};
      },
    );
    if (outcome.kind !== 'redirected') leads.checkoutStopped();
    if (outcome.kind === 'invalid') {
      dispatch({ type: 'errors', errors: { ...errors, ...outcome.errors } });
      if (outcome.errors.zipCode === QUOTE_MESSAGES.zipNotServed) openAreaDialogFor(data.zipCode);
      setFocusRequest((n) => n + 1);
    }
  };

  return (
    <>
      {checkoutCancelled && (
        <p className="quote-notice" role="status">
          <strong>Checkout cancelled.</strong> No payment was taken. Your quote is still here when you’re ready.
        </p>
      )}
      <form ref={formRef} className="quote-form" noValidate onSubmit={onSubmit} onChangeCapture={quoteStarted} aria-label="Quote">
        <div className="quote-form__plan form-section">
          <h3 className="form-section__title">Your service</h3>
          <PlanChoiceFieldset plan={plan} dispatch={dispatch} />
          <ServiceDetailsFieldsets plan={plan} choices={choices} errors={shownErrors} dispatch={dispatch} />
          <AddOnsFieldset plan={plan} choices={choices} errors={shownErrors} onToggle={toggleAddOn} onChangeTrashDay={() => setTrashDialog({})} />
          {plan === 'subscription' && !isBinOnly(choices) && (
            <CommitmentFieldset months={choices.commitmentMonths} onChange={(months) => dispatch({ type: 'commitment', months })} />
          )}
        </div>
        <div className="quote-form__card">
          <QuoteCard quote={quote} missing={missing} />
        </div>
        {!detailsOpen && <DetailsStepPrompt onOpen={openDetails} />}
        <div className={detailsOpen ? 'quote-form__checkout' : 'quote-form__checkout quote-form__checkout--waiting'}>
          <CustomerFieldset customer={customer} errors={errors} onChange={changeCustomer} onLeave={leaveCustomer} onEnter={setEditing} />
          <div className="form-section">
            <DiscountCodeField discount={discount} />
            <InstructionsField
              value={customer.specialInstructions}
              error={errors.specialInstructions}
              onChange={(value) => changeCustomer('specialInstructions', value)}
              onLeave={() => leaveCustomer('specialInstructions')}
            />
          </div>
          <PayButton quote={quote} enabled={payable} busy={busy} />
        </div>
      </form>
      <QuoteSummaryBar quote={quote} sectionId={QUOTE_SECTION_ID} />
      <TrashDayDialog open={trashDialog !== null} current={choices.trashDay} onChoose={chooseTrashDay} onCancel={() => setTrashDialog(null)} />
      <ServiceAreaDialog
        zipCode={areaZip}
        contact={{ name: customer.name, email: customer.email, phone: customer.phone }}
        details={areaRequestDetails(choices)}
        onClose={() => setAreaZip(null)}
      />
      <ExistingClientDialog prompt={leads.existingClient} onConfirm={leads.confirmExistingClient} onDecline={leads.declineExistingClient} />
    </>
  );
}
