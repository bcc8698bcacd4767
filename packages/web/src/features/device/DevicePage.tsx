import { lazy, Suspense } from 'react';
import { useParams } from '#web/routing/location';
import { Spinner } from '#web/components/Spinner';
import { NotFoundPage } from '#web/features/shell/NotFoundPage';
import { ApproveDevice } from './ApproveDevice';
import { DeviceCodeScreen } from './DeviceCodeScreen';

/** The board's scorer brings the scoring screen: loaded only on a board's device. */
const BoardScorer = lazy(async () => ({ default: (await import('./BoardScorer')).BoardScorer }));

/**
 * `/device`: the device's code to be approved; `/device/approve`: an administrator approves one;
 * `/device/board`: a board's scorer device scores the match called to its board.
 */
export function DevicePage() {
  const { step } = useParams();
  if (!step) return <DeviceCodeScreen />;
  if (step === 'approve') return <ApproveDevice />;
  if (step === 'board') {
    return (
      <Suspense fallback={<Spinner label="Opening the board" />}>
        <BoardScorer />
      </Suspense>
    );
  }
  return <NotFoundPage />;
}
