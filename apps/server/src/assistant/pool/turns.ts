/**
 * Synchronous work that takes turns with the event loop: one job per loop iteration, in the
 * order asked.
 *
 * Why: libuv accepts one new connection per event-loop iteration, and on one busy process an
 * iteration used to run the thinking of every question that had arrived, back to back (about 60
 * questions of about 5 ms). Measured with bench:load (200 farmers, one SQLite process), the
 * listen queue held 160 connections for 20 s: farmers opening the app waited 15–21 s for their
 * login while those already connected were answered in under a second. One question a turn keeps
 * iterations short, so new farmers are let in between questions.
 */
export function takingTurns<I, O>(work: (input: I) => O): (input: I) => Promise<O> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // An immediate queued from inside another runs in the next iteration: one job each.
    setImmediate(next);
  };
  function next() {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length) schedule();
  }
  return async (input) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
    return work(input);
  };
}
