import type { Envelope } from '../envelope';
import type {
  ApproveDeviceRequest,
  BoardAnswer,
  BoardCallAnswer,
  ClaimDeviceAnswer,
  ClaimDeviceRequest,
  Device,
  DeviceCode,
  UpdateDeviceRequest,
} from '../device';
import { route } from './route';

/** Devices signed in by a code (packages/server/src/routes/device, decision 051). */
export const DEVICE_ROUTES = {
  /** A new code for the device asking (anyone; limited per address). */
  code: route<DeviceCode>()('POST', '/api/Device/Code'),
  /** The device asks whether its code was approved; approved, it is signed in (the session cookie). */
  claim: route<ClaimDeviceAnswer, ClaimDeviceRequest>()('POST', '/api/Device/Claim'),
  /** An administrator approves the code a device shows, naming it and giving it a role. */
  approve: route<Envelope<Device>, ApproveDeviceRequest>()('POST', '/api/Device/Approve'),
  list: route<Device[]>()('GET', '/api/Device'),
  /** A board's scorer device: its board and the match called to it (decision 055). */
  board: route<BoardAnswer>()('GET', '/api/Device/Board'),
  /** Anyone: the match a board is called to now (a stream's board overlay, decision 055). */
  boardCall: route<BoardCallAnswer>()('GET', '/api/Board/:name'),
  update: route<Envelope<Device>, UpdateDeviceRequest>()('PATCH', '/api/Device/:id'),
  /** Signs the device out at once and forgets it. */
  revoke: route<Envelope<null>>()('DELETE', '/api/Device/:id'),
} as const;
