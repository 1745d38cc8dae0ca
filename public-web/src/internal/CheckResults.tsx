import type { ChecksReport, CheckResult } from './checks-api';

function StatusIcon({ status }: { status: CheckResult['status'] }) {
  return status === 'passed' ? (
    <svg className="check__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg className="check__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
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
  return (
    <section className="checks-report" aria-label="Check results">
      <p className={`checks-summary checks-summary--${allPassed ? 'passed' : 'failed'}`} role="status">
        {passed} of {total} {checkWord(total)} passed
      </p>
      {report.error && <p className="checks-error">{report.error}</p>}
      <ul className="check-list">
        {report.results.map((result, index) => (
          <li key={`${index}-${result.test}`} className={`check check--${result.status}`}>
            <StatusIcon status={result.status} />
            <div className="check__body">
              <p className="check__name">
                {result.test}
                <span className="visually-hidden">: {result.status}</span>
              </p>
              {result.error && <p className="check__error">{result.error}</p>}
              {result.data !== undefined && result.data !== null && (
                <details className="check__data">
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
