/** The host's log: one line per event, to stdout (info) or stderr. */
export type LogFn = (level: 'info' | 'warn' | 'error', message: string) => void;

export const defaultLog: LogFn = (level, message) => {
  (level === 'info' ? process.stdout : process.stderr).write(`[host] ${level}: ${message}\n`);
};
