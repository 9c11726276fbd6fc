/**
 * Runs `work` with the process's clock (Date) set to `at` and moving on from there; timers and the event loop stay
 * real, so the database driver and the server code around the clock run as they do.
 */
export async function atClock<T>(at: Date | string, work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: new Date(at),
    advanceTimers: true,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  try {
    return await work();
  } finally {
    jest.useRealTimers();
  }
}
