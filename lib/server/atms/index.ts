// What other domains may call in lib/server/atms: they import '@/lib/server/atms', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { atmIndex, findAtm } from './catalog';
export {
  MACHINE_CALLS,
  MACHINE_ERROR_CODES,
  MACHINE_HEADERS,
  MachineRefusal,
  issueMachineKey,
  liveMachineKey,
  machineForOrder,
  machineRequest,
  machinesInOperation,
  recordHeartbeat,
  signedHeaders,
  sweepMachineNonces,
  verifyMachineRequest,
} from './machine';
export type { MachineErrorCode } from './machine';
export { machineHandler } from './machine-api';
export { mapCspSources } from './map-config';
export { atmCommands } from './ops';
