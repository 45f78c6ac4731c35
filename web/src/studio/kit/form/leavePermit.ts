/**
 * Lets the page be left while a saved form moves on: the navigation a successful save starts
 * (its callback runs inside `during`) is not asked about.
 */
export function createLeavePermit() {
  let open = 0;
  return {
    allowed: () => open > 0,
    async during<T>(action: () => T | Promise<T>): Promise<T> {
      open += 1;
      try {
        return await action();
      } finally {
        open -= 1;
      }
    },
  };
}

export type LeavePermit = ReturnType<typeof createLeavePermit>;
