/**
 * Child process for netns-links.test.ts: holds UDP port 5353 without
 * SO_REUSEADDR (as some other program may), so that no mDNS socket can bind
 * it in this namespace. Prints {"event":"holding"}; exits when killed.
 */
import dgram from 'node:dgram';

const socket = dgram.createSocket({ type: 'udp4', reuseAddr: false });
socket.on('error', (e) => void process.stdout.write(`${JSON.stringify({ event: 'error', message: e.message })}\n`));
socket.bind(5353, () => void process.stdout.write(`${JSON.stringify({ event: 'holding' })}\n`));
