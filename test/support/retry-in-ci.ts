// On CI a failed integration test runs once more, and its first failure is printed: a real defect fails twice and
// still fails the run, while a timing flake on the loaded 2-core machine shows up in the log instead of sinking it.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
