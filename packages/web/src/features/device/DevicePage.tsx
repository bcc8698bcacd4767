import { useParams } from '#web/routing/location';
import { NotFoundPage } from '#web/features/shell/NotFoundPage';
import { ApproveDevice } from './ApproveDevice';
import { DeviceCodeScreen } from './DeviceCodeScreen';

/** `/device`: the device's code to be approved; `/device/approve`: an administrator approves one. */
export function DevicePage() {
  const { step } = useParams();
  if (!step) return <DeviceCodeScreen />;
  if (step === 'approve') return <ApproveDevice />;
  return <NotFoundPage />;
}
