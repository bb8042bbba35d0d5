export interface JobLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ScheduledJob {
  /** Runs the job now unless a run is in progress; resolves when that run ends. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * A minimal interval scheduler: runs the job on start and then every `intervalMs`, never two
 * runs at once in this process. The jobs it runs are safe to run concurrently on several api
 * instances (they lock the rows they change), so no cross-instance lease is needed.
 */
export function scheduleJob(name: string, intervalMs: number, job: () => Promise<object>, log: JobLogger): ScheduledJob {
  let running: Promise<void> | null = null;
  const runNow = () => {
    running ??= job()
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
