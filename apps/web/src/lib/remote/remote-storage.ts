import { type RemoteMapping, readRemoteMapping } from '@marcador/domain';

/** The local storage key of this device's remote mapping: a remote pairs with a phone, not an account. */
export const REMOTE_MAPPING_KEY = 'remoteMapping';

/** This device's mapping; nothing stored, unreadable or malformed is an empty mapping (the remote does nothing). */
export function readStoredMapping(storage: Pick<Storage, 'getItem'> | undefined): RemoteMapping {
  try {
    return readRemoteMapping(JSON.parse(storage?.getItem(REMOTE_MAPPING_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

export function writeStoredMapping(storage: Pick<Storage, 'setItem'> | undefined, mapping: RemoteMapping): void {
  try {
    storage?.setItem(REMOTE_MAPPING_KEY, JSON.stringify(mapping));
  } catch {
    // Storage full or blocked: the mapping holds until the page closes.
  }
}

/** localStorage, or undefined where merely reading it throws (some privacy modes). */
export function deviceStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
