/** The browser's IANA zone, or null where the runtime cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** DESIGN §5: the zone to send when the stored one differs from the device's, else null. */
export function timeZoneToSync(stored: string | undefined, device: string | null): string | null {
  if (!device || !stored || stored === device) return null;
  return device;
}
