/** Runs once before all test files: says which suites this run leaves out and why. */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn('[tests] TEST_DATABASE_URL is not set: the API suites run on SQLite only; their PostgreSQL runs are skipped.');
  }
}
