/**
 * The emulator's resource modules, in registration order. A slice adds its resources by writing a
 * module (see ../context.ts) and appending it here.
 */
import type { SandboxModule } from '../context';
import { eventsModule } from './events';
import { usersModule } from './users';
import { walletsModule } from './wallets';

export const sandboxModules: SandboxModule[] = [usersModule, walletsModule, eventsModule];
