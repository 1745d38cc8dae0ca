import { ranAgainst, type ChecksReport, type CheckResult } from './checks-api';

function StatusIcon({ status }: { status: CheckResult['status'] }) {
  return status === 'passed' ? (
    <svg className="checks-item__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg className="checks-item__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

const checkWord = (count: number) => (count === 1 ? 'check' : 'checks');

/** "5 of 5 checks passed", green when every check passed, red otherwise; then each check with its data. */
export function CheckResults({ report }: { report: ChecksReport }) {
  const { passed, total } = report.summary;
  const allPassed = report.success && report.summary.failed === 0;
  const adapter = ranAgainst(report);
  return (
    <section className="checks-report" aria-label="Check results">
      <p className={`checks-summary checks-summary--${allPassed ? 'passed' : 'failed'}`} role="status">
        {passed} of {total} {checkWord(total)} passed
      </p>
      {adapter && (
        <p className="checks-adapter">
          Ran against: <strong>{adapter}</strong>
        </p>
      )}
      {/* The report's error repeats the first failed check's; show it only when no check says it itself. */}
      {report.error && !report.results.some((result) => result.error) && <p className="checks-error">{report.error}</p>}
      <ul className="checks-list">
        {report.results.map((result, index) => (
          <li key={`${index}-${result.test}`} className={`checks-item checks-item--${result.status}`}>
            <StatusIcon status={result.status} />
            <div className="checks-item__body">
              <p className="checks-item__name">
                {result.test}
                <span className="visually-hidden">: {result.status}</span>
              </p>
              {result.error && <p className="checks-item__error">{result.error}</p>}
              {result.data !== undefined && result.data !== null && (
                <details className="checks-item__data">
                  <summary>Data</summary>
                  <pre>{JSON.stringify(result.data, null, 2)}</pre>
                </details>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
