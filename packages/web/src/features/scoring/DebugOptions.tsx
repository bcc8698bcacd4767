import type { SaygState } from '@darts/core/scoring/types';
import { hasAccess } from '@darts/core/account/access';
import { lazyComponent } from '#web/components/lazyComponent';
import { useAccount } from '#web/features/account/queries';

// The menu's code loads for accounts with showDebugOptions only (docs/decisions/012).
const DebugMenu = lazyComponent(async () => (await import('./components/DebugMenu')).DebugMenu);

export interface DebugOptionsProps {
  /** The record's id once saved (null before its first save). */
  id: string | null;
  record: SaygState;
}

/**
 * The scoring screen's Debug options menu (showDebugOptions): nothing for
 * other accounts. Pages put it in the screen's toolbar.
 */
export function DebugOptions(props: DebugOptionsProps) {
  const { account } = useAccount();
  if (!hasAccess(account, 'showDebugOptions')) return null;
  return <DebugMenu {...props} />;
}
