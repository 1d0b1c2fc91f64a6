/**
 * The host's stable id, kept in <dataDir>/host.json (`{ "id": … }`, checked against `hostIdFile`). A damaged file
 * is kept as host.json.damaged-<time> (the old id may be read from it by hand) before a new id replaces it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../fs/atomic-file.js';
import { HOST_ID_FILE } from './data-folder.js';
import { checkFile, hostIdFile } from './file-schemas.js';
import type { StoreNote } from './store.js';

/** The host's id (created once); what went wrong reading it goes to `notes`, for the host's log. */
export function readHostId(dataDir: string, notes: StoreNote[]): string {
  const file = path.join(dataDir, HOST_ID_FILE);
  let raw: Buffer | null = null;
  try {
    raw = fs.readFileSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') notes.push({ level: 'error', message: `host.json could not be read (${(e as Error).message}); a new host id is made` });
  }
  if (raw !== null) {
    let why: string;
    try {
      const checked = checkFile<{ id: string }>(hostIdFile, JSON.parse(raw.toString('utf8')));
      if (checked.ok) return checked.value.id;
      why = `not a host id file: ${checked.why}`;
    } catch (e) {
      why = `not JSON: ${(e as Error).message}`;
    }
    // Damaged: keep it (the old id may be read from it by hand) before a new id replaces it.
    const copy = `${file}.damaged-${Date.now()}`;
    let kept = `kept as ${path.basename(copy)}`;
    try { fs.writeFileSync(copy, raw, { mode: 0o600 }); } catch (e) { kept = `could not be kept (${(e as Error).message})`; }
    notes.push({ level: 'error', message: `host.json is damaged (${why}): ${kept}; a new host id is made, so clients that knew this host will see a new one` });
  }
  const id = crypto.randomBytes(8).toString('hex');
  writeFileAtomic(file, JSON.stringify({ id }, null, 2) + '\n');
  return id;
}
