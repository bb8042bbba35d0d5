import { z } from 'zod';
import { stepIds } from '../../src/modules/bookings/saga';
import { runServer } from '../../src/server';

/**
 * The server as `npm start` runs it, except that it kills its own process (SIGKILL: nothing
 * is cleaned up, as in a crash) once the saga step named by CRASH_AFTER_STEP is done and
 * recorded for a booking this process took. What it finishes or undoes of an earlier
 * process's bookings (the recovery at start) never ends it.
 */
const crashAfter = z.enum(stepIds).parse(process.env.CRASH_AFTER_STEP);
const startedAt = Date.now();

await runServer({
  afterStep: (step, booking) => {
    if (step === crashAfter && booking.createdAt.getTime() >= startedAt)
      process.kill(process.pid, 'SIGKILL');
  },
});
