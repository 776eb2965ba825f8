// Work that must happen but not before the answer (staff notifications): each task starts after
// the I/O that is waiting at that moment (a setImmediate turn), and only a few run at once, so a
// rush of applications is answered first and its e-mails are built in the gaps (decision 116).

export type BackgroundQueue = {
  /** Queues a task; resolves when it has run (a task's error is the task's own business). */
  push: (task: () => Promise<unknown>) => Promise<void>;
  /** Tasks queued or running. */
  size: () => number;
};

export function createBackgroundQueue(concurrency = 4): BackgroundQueue {
  const waiting: (() => void)[] = [];
  let running = 0;

  const startNext = () => {
    if (running >= concurrency || waiting.length === 0) return;
    running++;
    setImmediate(waiting.shift()!);
  };

  return {
    push(task) {
      return new Promise<void>((done) => {
        waiting.push(() => {
          task()
            .catch(() => {})
            .finally(() => {
              running--;
              done();
              startNext();
            });
        });
        startNext();
      });
    },
    size: () => waiting.length + running,
  };
}
