import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';

const purchasedStateSchema = z.object({ purchased: z.literal(true) });

/**
 * A checkout the member bought from stays bought: before the finished page opens, this history
 * entry is marked, so Back (or a reload of it) lands on the finished page instead of a live form.
 */
export function usePurchasedEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: marking the entry while the page is open must not redirect it yet.
  const [purchased] = useState(() => purchasedStateSchema.safeParse(location.state).success);
  const markPurchased = () =>
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { purchased: true } satisfies z.infer<typeof purchasedStateSchema> },
    );
  return { purchased, markPurchased };
}
