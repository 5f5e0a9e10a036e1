// Last-resort cleanup when the bench is interrupted (Ctrl-C, SIGTERM, the overall time limit): each benchmark cleans
// up after itself in `finally`; what it registers here runs only when that cannot happen.
const tasks = new Set();

/** Registers `task`; returns the function that unregisters it once the normal path has cleaned up. */
export function onEmergency(task) {
  tasks.add(task);
  return () => tasks.delete(task);
}

export async function runEmergencyCleanup() {
  for (const task of [...tasks].reverse()) {
    try {
      await task();
    } catch (error) {
      console.error(`cleanup failed: ${error?.message ?? error}`);
    }
  }
  tasks.clear();
}
