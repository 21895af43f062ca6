/** The specification's only retry policy (directory, listing, talent editor): 3 retries, 1 s apart. */
export const RETRY_COUNT = 3;
export const RETRY_DELAY_MS = 1000;
