/**
 * The desktop app's operating system, read from the window's user agent (Electron's carries Chromium's
 * "Windows NT", "Macintosh" or "Linux"): what a first launch meets there differs (Windows Firewall's question,
 * macOS's Local Network permission). Pure; 'other' for anything else.
 */
export type DesktopPlatform = 'windows' | 'mac' | 'linux' | 'other';

export function desktopPlatform(userAgent: string): DesktopPlatform {
  if (/Windows NT/.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac';
  if (/Linux|X11|CrOS/.test(userAgent)) return 'linux';
  return 'other';
}
