import type { JobGuard } from './exclusive';

export interface JobLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The log of a job that runs every few seconds: a pass is logged only when one of `counts` in
 * its result is not zero. Wrapped by the metrics' observed job log, not wrapping it, so the
 * metrics still count every pass.
 */
export function quietWhenIdle(log: JobLogger, ...counts: string[]): JobLogger {
  return {
    info: (object, message) => {
      const result = object as Record<string, unknown>;
      if (counts.some((count) => result[count])) log.info(object, message);
    },
    error: (object, message) => log.error(object, message),
  };
}

export interface ScheduledJob {
  /** Runs the job now unless a run is in progress; resolves when that run ends. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * A minimal interval scheduler: runs the job on start and then every `intervalMs`, never two
 * runs at once in this process; with a guard (several servers on one database), never two at
 * once anywhere. The jobs lock the rows they change, so the guard saves work rather than
 * preventing damage. Each pass logs one line (with the logger's process id): what it did, when
 * it started under the guard and how long it ran, or that another process had the job.
 */
export function scheduleJob(
  name: string,
  intervalMs: number,
  job: () => Promise<object>,
  log: JobLogger,
  guard?: JobGuard,
): ScheduledJob {
  let running: Promise<void> | null = null;
  const timed = async () => {
    const startedAt = new Date();
    const result = await job();
    return {
      ...result,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
    };
  };
  const runNow = () => {
    running ??= (guard ? guard(name, timed) : timed())
      .then((result) => log.info({ job: name, ...result }, 'job finished'))
      .catch((err: unknown) => log.error({ job: name, err }, 'job failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void runNow();
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
