/**
 * The Electron main process: thin and locked down (docs/architecture.md, "The desktop shell";
 * docs/packaging.md, "The app at run time").
 *
 * - One instance at a time: a second launch focuses the first one's window.
 * - The window loads the built renderer from the app's loopback UI server
 *   (ui-server.ts), so it is the same renderer a browser gets from a host.
 * - The game host runs on demand ("Host a table" → startHosting) and the LAN
 *   is browsed for hosts all the time the app runs (for the lobby).
 * - contextIsolation, sandbox, no nodeIntegration, webSecurity, a strict CSP
 *   set by the session on app pages, every navigation and new window denied
 *   except the app's own pages, no permissions, and every IPC call checked to
 *   come from the app's own top frame.
 * - Window size and position remembered (validated, clamped to a display).
 * - Quitting stops hosting cleanly (mDNS goodbye, logs flushed) before exit.
 */
import { app, BrowserWindow, ipcMain, Menu, screen, session, type IpcMainInvokeEvent } from 'electron';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRIDGE_CHANNELS, type HostingStatus } from '../../shared/bridge.js';
import { browse, type HostBrowser } from '../discovery/browse.js';
import { gameExtensions } from '../games/registry.js';
import { startHost } from '../host/host.js';
import { defaultDataDir, defaultStaticDir } from '../host/paths.js';
import { checkWindowsFirewall, FirewallWatch } from './firewall.js';
import { HostingController } from './hosting.js';
import { menuTemplate, menuTexts, systemLanguages } from './menu.js';
import {
  isAppUrl,
  isTrustedSender,
  mayGrantPermission,
  mayNavigate,
  parseStartHostingOptions,
  windowOpenDecision,
  withAppCsp,
} from './security.js';
import { startUiServer, type UiServer } from './ui-server.js';
import { clampToDisplays, loadWindowState, saveWindowState, type WindowState } from './window-state.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The preload bundle that scripts/build-preload.mjs writes beside this file (npm run build:main). */
const PRELOAD = path.join(here, 'preload.cjs');
const QUIT_TIMEOUT_MS = 8000;

const log = (message: string): void => void process.stdout.write(`[app] ${message}\n`);

/**
 * Test and kiosk switches (environment): MAGIC_TABLE_MDNS=off keeps the app off
 * multicast (no browsing, hosting unadvertised); MAGIC_TABLE_USER_DATA=<absolute
 * folder> keeps its window state (and Chromium's profile) there.
 */
const MDNS_ON = process.env.MAGIC_TABLE_MDNS !== 'off';
const userDataOverride = process.env.MAGIC_TABLE_USER_DATA;
if (userDataOverride && path.isAbsolute(userDataOverride)) app.setPath('userData', userDataOverride);

let mainWindow: BrowserWindow | null = null;
let ui: UiServer | null = null;
let hostBrowser: HostBrowser | null = null;
let cleanedUp = false;
let cleaning: Promise<void> | null = null;

const hosting = new HostingController({
  startHost: (o) => startHost({ ...o, extensions: gameExtensions() }),
  dataDir: defaultDataDir(),
  staticDir: defaultStaticDir(),
  mdns: MDNS_ON,
  log,
});

/** Windows: whether Windows Firewall lets other devices reach the host (firewall.ts); asked while hosting on the network. */
const firewall = process.platform === 'win32' ? new FirewallWatch(() => checkWindowsFirewall(process.execPath)) : null;

/** The hosting status, with Windows Firewall's verdict while hosting on the network when it keeps others out. */
function hostingStatus(): HostingStatus {
  const s = hosting.status();
  if (s.state !== 'hosting' || s.local || !firewall) return s;
  const verdict = firewall.current();
  return verdict === 'blocked' || verdict === 'unanswered' ? { ...s, firewall: verdict } : s;
}

function windowStateFile(): string {
  return path.join(app.getPath('userData'), 'window-state.json');
}

function createWindow(origin: string): BrowserWindow {
  const saved = loadWindowState(windowStateFile());
  const { bounds, maximized } = clampToDisplays(
    saved,
    [screen.getPrimaryDisplay(), ...screen.getAllDisplays().filter((d) => d.id !== screen.getPrimaryDisplay().id)].map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Magic Table',
    backgroundColor: '#2b1d14',
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  if (maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const save = (): void => {
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds(); // the restored bounds, also when minimized or maximized
    const state: WindowState = { x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized() };
    const err = saveWindowState(windowStateFile(), state);
    if (err) log(`could not save the window state: ${err.message}`);
  };
  const saveSoon = (): void => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = setTimeout(save, 500);
  };
  win.on('focus', () => { if (!win.isDestroyed()) win.flashFrame(false); });
  win.on('resize', saveSoon);
  win.on('move', saveSoon);
  win.on('close', () => {
    if (saveTimer) clearTimeout(saveTimer);
    save();
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });

  win.loadURL(`${origin}/`).catch((err: unknown) => log(`could not load the app page: ${(err as Error).message}`));
  return win;
}

/** Rules for every web contents the app ever creates. */
function lockDown(origin: string): void {
  app.on('web-contents-created', (_e, contents) => {
    contents.setWindowOpenHandler(({ url }) => windowOpenDecision(url));
    const guard = (event: { preventDefault(): void }, url: string): void => {
      if (!mayNavigate(url, origin)) {
        event.preventDefault();
        log(`blocked navigation to ${url}`);
      }
    };
    contents.on('will-navigate', (event, url) => guard(event, url));
    contents.on('will-redirect', (event, url) => guard(event, url));
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  const ses = session.defaultSession;
  // Every response passes here; the app's own pages get the app's CSP, the rest is left as it is.
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback(isAppUrl(details.url, origin) ? { responseHeaders: withAppCsp(details.responseHeaders) } : {});
  });
  ses.setPermissionRequestHandler((contents, permission, callback) => callback(mayGrantPermission(permission, contents.getURL(), origin)));
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) => mayGrantPermission(permission, requestingOrigin, origin));
}

/** IPC: every handler first checks that the caller is the app's own top frame. */
function registerBridge(origin: string): void {
  const handle = <T>(channel: string, fn: (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<T> | T): void => {
    ipcMain.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event.senderFrame, origin)) {
        log(`refused ${channel} from ${event.senderFrame?.url ?? 'an unknown frame'}`);
        throw new Error('This page may not use the Magic Table bridge');
      }
      return fn(event, ...args);
    });
  };
  handle(BRIDGE_CHANNELS.startHosting, async (_e, opts) => {
    const info = await hosting.start(parseStartHostingOptions(opts));
    if (!info.local) void firewall?.refresh();
    return info;
  });
  handle(BRIDGE_CHANNELS.stopHosting, () => hosting.stop());
  handle(BRIDGE_CHANNELS.hostingStatus, () => hostingStatus());
  handle(BRIDGE_CHANNELS.listHosts, () => hostBrowser?.list() ?? []);
  handle(BRIDGE_CHANNELS.appVersion, () => app.getVersion());
  // "Your turn" in a window in the background: its taskbar entry flashes until it is focused (createWindow stops it).
  handle(BRIDGE_CHANNELS.requestAttention, () => {
    const win = mainWindow;
    if (win && !win.isDestroyed() && !win.isFocused()) win.flashFrame(true);
  });
  // Asked once, synchronously, by the preload: the renderer's "auto" language follows the system's languages.
  ipcMain.on(BRIDGE_CHANNELS.systemLanguages, (event) => {
    event.returnValue = isTrustedSender(event.senderFrame, origin) ? systemLanguages(app) : [];
  });
}

function startBrowsing(origin: string): void {
  try {
    hostBrowser = browse({ onError: (err) => log(`mDNS browser: ${err.message}`) });
    hostBrowser.on('change', (hosts) => {
      const win = mainWindow;
      if (win && !win.isDestroyed() && mayNavigate(win.webContents.getURL(), origin)) {
        win.webContents.send(BRIDGE_CHANNELS.hostsChanged, hosts);
      }
    });
  } catch (err) {
    log(`LAN discovery unavailable: ${(err as Error).message}`);
  }
}

/** The application menu in the operating system's language (menu.ts). */
function buildMenu(): void {
  const texts = menuTexts(systemLanguages(app));
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(texts, { isMac: process.platform === 'darwin', isPackaged: app.isPackaged, appName: app.name || 'Magic Table' })));
}

/** Stop hosting (goodbye, flush), browsing and the UI server; bounded in time. */
function cleanUp(): Promise<void> {
  if (cleaning) return cleaning;
  const work = (async () => {
    await hosting.stop();
    await hostBrowser?.stop();
    await ui?.close();
  })();
  cleaning = Promise.race([
    work.catch((err: unknown) => log(`error while quitting: ${(err as Error).message}`)),
    new Promise<void>((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref()),
  ]).then(() => {
    cleanedUp = true;
  });
  return cleaning;
}

function focus(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

async function main(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.on('second-instance', focus);

  app.on('before-quit', (event) => {
    if (cleanedUp) return;
    event.preventDefault();
    void cleanUp().then(() => app.quit());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());

  await app.whenReady();
  ui = await startUiServer(defaultStaticDir());
  const origin = ui.origin;
  lockDown(origin);
  registerBridge(origin);
  buildMenu();
  if (MDNS_ON) startBrowsing(origin);
  mainWindow = createWindow(origin);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow(origin);
  });
}

main().catch((err: unknown) => {
  log(`could not start: ${(err as Error).stack ?? String(err)}`);
  app.exit(1);
});
