import type { ExperienceSupplier, Hold, HoldRequest } from '../ports';
import { applyTriggers } from './context';
import { isTriggerCode } from './triggers';

/**
 * The sandbox's trigger city codes (no results, conflict, timeout) on the search of the
 * operator's own experiences, so a test or demo can provoke each failure without a supplier.
 */
export class SandboxTriggeredExperienceSupplier<
  S extends ExperienceSupplier & { readonly version: number },
> implements ExperienceSupplier {
  constructor(private readonly inner: S) {}

  get version(): number {
    return this.inner.version;
  }

  answersUnlistedPlace(code: string): boolean {
    return isTriggerCode(code) || this.inner.answersUnlistedPlace(code);
  }

  async search(...[query, signal]: Parameters<ExperienceSupplier['search']>) {
    if (await applyTriggers('experience', signal, query.cityId)) return [];
    return this.inner.search(query, signal);
  }

  hold(request: HoldRequest, signal: AbortSignal): Promise<Hold> {
    return this.inner.hold(request, signal);
  }

  issue(holdId: string, signal: AbortSignal): Promise<Hold> {
    return this.inner.issue(holdId, signal);
  }

  cancel(holdId: string, signal: AbortSignal): Promise<Hold> {
    return this.inner.cancel(holdId, signal);
  }
}
