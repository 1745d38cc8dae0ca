/** Step 2's place on a phone until it opens: what comes next, and a way to go there at once. */
export function DetailsStepPrompt({ onOpen }: { onOpen(): void }) {
  return (
    <div className="details-step form-section">
      <p className="details-step__title">
        <span className="details-step__number" aria-hidden="true">
          2
        </span>
        Your details and payment
      </p>
      <p className="details-step__text">Your price first, then your name, e-mail, phone and ZIP code.</p>
      <button type="button" className="button button--ghost details-step__button" onClick={onOpen}>
        Continue to your details
      </button>
    </div>
  );
}
